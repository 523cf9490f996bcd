/**
 * Korean text for a valibot issue whose schema carries no message of its own, so a refusal never
 * shows English ("Invalid key: …"). Passed as `{ message: issueMessage }` wherever input is parsed.
 */
import type * as v from 'valibot';

export function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.input === undefined) return '필수 항목입니다.';
  switch (issue.type) {
    case 'string':
      return '문자열이어야 합니다.';
    case 'number':
      return '숫자여야 합니다.';
    case 'boolean':
      return 'true 또는 false여야 합니다.';
    case 'array':
      return '목록이어야 합니다.';
    case 'object':
    case 'strict_object':
      return '객체여야 합니다.';
    case 'picklist':
    case 'literal':
    case 'variant':
    case 'union':
      return `허용되지 않은 값입니다. (${issue.expected ?? ''})`;
    case 'integer':
      return '정수여야 합니다.';
    case 'min_length':
      return `${issue.requirement}자 이상이어야 합니다.`;
    case 'max_length':
      return `${issue.requirement}자 이하여야 합니다.`;
    case 'min_value':
      return `${issue.requirement} 이상이어야 합니다.`;
    case 'max_value':
      return `${issue.requirement} 이하여야 합니다.`;
    case 'nullable':
    case 'nullish':
      return '값이 올바르지 않습니다.';
    default:
      return '값이 올바르지 않습니다.';
  }
}
