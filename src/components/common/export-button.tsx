/**
 * The button of a CSV export (decision 084). Where the browser saves a generated file it builds the
 * file from what the page has read (`file`); in an in-app browser it asks the server for a signed
 * link to the same file and goes there, so the app's own downloader takes it; in NAVER's browser,
 * which would show the file as text, it says so in one line and offers the link to copy. The choice
 * is `exportWay` (src/lib/exports.ts); this component only carries it out.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ExportRequest } from '#contract/exports.ts';
import type { CsvFile } from '#machines/exports.csv.ts';
import { Button, type ButtonProps } from '#src/components/ui/button.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { downloadCsv } from '#src/lib/csv.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { detectEnvironment, readBrowserFacts } from '#src/lib/environment/environment.ts';
import { useEnvironment } from '#src/lib/environment/use-environment.ts';
import { absoluteLink, exportWay } from '#src/lib/exports.ts';
import { messages } from '#src/lib/messages.ts';
import { exportMessages as x } from '#src/lib/messages/exports.ts';
import { useServices } from '#src/lib/services.tsx';
import { CopyLinkButton } from './link-buttons.tsx';
import * as css from './export-button.css.ts';

export interface ExportButtonProps extends Omit<ButtonProps, 'onPress' | 'children'> {
  teamId: number;
  /** What the server's link is for: the same file `file` builds. */
  request: ExportRequest;
  /** The file from the page's reads (the blob download). */
  file: () => CsvFile;
  children: ReactNode;
  /** The browser's user agent (the tests name one). */
  userAgent?: string;
  /** Goes to the file's link (the tests watch it; the page leaves it to the browser). */
  navigate?: (url: string) => void;
}

export function ExportButton({ teamId, request, file, children, userAgent, navigate = goTo, ...button }: ExportButtonProps) {
  const { http } = useServices();
  const [copyLink, setCopyLink] = useState<string | null>(null);
  const link = useMutation({ mutationFn: () => http.call('createExportLink', { params: { id: teamId }, body: request }) });
  const environment = useEnvironment();
  const way = exportWay(userAgent === undefined ? environment : detectEnvironment({ ...readBrowserFacts(), userAgent }));

  function press() {
    if (way === 'blob') {
      const { fileName, text } = file();
      downloadCsv(fileName, text);
      return;
    }
    link.mutate(undefined, {
      onSuccess: ({ url }) => (way === 'link' ? navigate(url) : setCopyLink(absoluteLink(url, window.location.href))),
      onError: (error) => toast.error(messages.toast.failure(x.failed, errorJson(error))),
    });
  }

  return (
    <>
      <Button {...button} onPress={press} isPending={link.isPending}>
        {children}
      </Button>
      {copyLink ? (
        <p role="status" className={css.copyNote}>
          <span>{x.copyLine}</span>
          <CopyLinkButton size="sm" text={copyLink} copied={x.copied} failed={x.copyFailed}>
            {x.copy}
          </CopyLinkButton>
        </p>
      ) : null}
    </>
  );
}

const goTo = (url: string) => window.location.assign(url);
