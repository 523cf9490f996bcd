// @vitest-environment jsdom
/**
 * The export button's choice (src/components/common/export-button.tsx, decision 084): where the
 * browser saves a generated file it saves the page's own file as a blob and asks the server nothing;
 * in KakaoTalk (and other in-app browsers) it asks the server for the link and goes there; in NAVER's
 * browser it says in one line how to get the file and copies the link.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportRequest } from '#contract/exports.ts';
import { csvText } from '#machines/exports.csv.ts';
import { ExportButton } from '#src/components/common/export-button.tsx';
import { exportMessages } from '#src/lib/messages/exports.ts';
import { renderInCore } from './teams-harness.tsx';

const agents = {
  chrome: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  kakao:
    'Mozilla/5.0 (Linux; Android 13; SM-S918N Build/TP1A.220624.014; wv) AppleWebKit/537.36' +
    ' (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36;KAKAOTALK 2410200',
  naver:
    'Mozilla/5.0 (Linux; Android 13; SM-G991N Build/TP1A.220624.014; wv) AppleWebKit/537.36' +
    ' (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.1.3)',
};
const request: ExportRequest = { kind: 'DUES_LEDGER', params: { year: 2026 } };
const file = { fileName: 'FC 한강_장부_2026.csv', text: csvText(['번호'], [[1]]) };
const link = { url: '/open-api/v1/exports/abc.def', expiresAt: '2026-05-20T00:05:00.000Z' };

let blobs: Blob[];
let saved: string[];
beforeEach(() => {
  blobs = [];
  saved = [];
  // jsdom has no object URLs and no downloads: the blob and the name the link would save are recorded.
  URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:test'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

function renderButton(userAgent: string) {
  const navigate = vi.fn();
  const { calls } = renderInCore(
    <ExportButton teamId={1} request={request} file={() => file} userAgent={userAgent} navigate={navigate}>
      장부 CSV
    </ExportButton>,
    { path: '/teams/1/dues', handlers: { createExportLink: () => link } },
  );
  return { navigate, calls };
}

describe('the export button', () => {
  it("saves the page's own file where the browser saves a blob, asking the server nothing", async () => {
    const { navigate, calls } = renderButton(agents.chrome);
    act(() => fireEvent.click(screen.getByRole('button', { name: '장부 CSV' })));
    expect(saved).toEqual(['FC 한강_장부_2026.csv']);
    // Blob.text() would drop the byte-order mark: the bytes are compared.
    expect([...new Uint8Array(await blobs[0].arrayBuffer())]).toEqual([...new TextEncoder().encode(file.text)]);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(calls.mock.calls.filter(([name]) => name === 'createExportLink')).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("in KakaoTalk asks the server for the file's link and goes there", async () => {
    const { navigate, calls } = renderButton(agents.kakao);
    act(() => fireEvent.click(screen.getByRole('button', { name: '장부 CSV' })));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(link.url));
    expect(calls.mock.calls.filter(([name]) => name === 'createExportLink').map(([, options]) => options)).toEqual([
      expect.objectContaining({ params: { id: 1 }, body: request }),
    ]);
    expect(saved).toEqual([]);
  });

  it("in NAVER's browser says how to get the file and copies the link, absolute", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { navigate } = renderButton(agents.naver);
    act(() => fireEvent.click(screen.getByRole('button', { name: '장부 CSV' })));
    const line = await screen.findByRole('status');
    expect(line.textContent).toContain(exportMessages.copyLine);
    act(() => fireEvent.click(screen.getByRole('button', { name: exportMessages.copy })));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(new URL(link.url, window.location.href).href));
    expect(navigate).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });
});
