/** The Korean of getting an exported CSV file in an in-app browser (decision 084). */
export const exportMessages = {
  preparing: '파일을 준비하고 있습니다…',
  failed: '파일을 준비하지 못했습니다.',
  /** NAVER's browser shows the file as text: one line, and the link to open elsewhere. */
  copyLine: '이 앱에서는 파일을 저장할 수 없습니다. 링크를 복사해 Chrome이나 Safari 주소창에 붙여 넣으면 파일을 받을 수 있습니다 (5분 동안 유효).',
  copy: '링크 복사',
  copied: '파일 링크를 복사했습니다. 다른 브라우저에서 열어주세요.',
  copyFailed: '링크를 복사하지 못했습니다.',
};
