/**
 * The authenticated layout (docs/product.md §2.4): collapsible sidebar with the team header and menu, a 60 px
 * top bar with the page title, and the page. On phones the sidebar is a drawer over the page, its
 * content built on its first opening (use-sidebar-open.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { CollapseIcon, ExpandIcon } from '#src/assets/icons.ts';
import { Button } from '#src/components/ui/button.tsx';
import { icon } from '#src/components/ui/icon.css.ts';
import type { SettingsDialogProps } from '#src/features/settings/settings-dialog.tsx';
import { useSessionState } from '#src/lib/account.ts';
import { userQuery } from '#src/lib/queries/users.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import * as css from './app-shell.css.ts';
import { SidebarContent } from './sidebar.tsx';
import { useAppBadge } from './use-app-badge.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { useSidebarOpen } from './use-sidebar-open.ts';

export function TopBar({
  title,
  sidebarId,
  sidebarOpen,
  onToggle,
  userName,
}: {
  title: string;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggle: () => void;
  userName: string | null;
}) {
  useDocumentTitle(title);
  const ToggleIcon = sidebarOpen ? CollapseIcon : ExpandIcon;
  return (
    <header className={css.topBar}>
      <Button
        variant="ghost"
        size="icon"
        onPress={onToggle}
        aria-label={sidebarOpen ? messages.nav.closeSidebar : messages.nav.openSidebar}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
      >
        <ToggleIcon aria-hidden className={icon} />
      </Button>
      <h1 className={css.title}>{title}</h1>
      {userName ? <span className={css.userChip}>{userName}</span> : null}
    </header>
  );
}

/**
 * The settings dialog (with its select and team switching) loads on the first press of 설정, not with
 * every page: it kept the record screen over its JavaScript budget (decision 023).
 */
const SettingsDialog = lazyNamed<SettingsDialogProps, typeof import('#src/features/settings/settings-dialog.tsx')>(
  () => import('#src/features/settings/settings-dialog.tsx'),
  'SettingsDialog',
);

export function AppShell({ title, children }: { title: string; children: ReactNode }) {
  const { http } = useServices();
  const { userId } = useSessionState();
  const user = useQuery({ ...userQuery(http, userId ?? 0), enabled: userId !== null });
  useAppBadge(userId);
  const { currentTeam, teams } = useCurrentTeam();
  const [location] = useLocation();
  const sidebar = useSidebarOpen();
  // A drawer closes on every change of page, whatever led there (a menu link, a dialog's link such as
  // the withdraw dialog's way to the admin page): left open, it would cover the page it led to.
  const [pageShown, setPageShown] = useState(location);
  if (pageShown !== location) {
    setPageShown(location);
    sidebar.closeIfDrawer();
  }
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on (and kept, so closing can animate and focus return).
  const [settingsWanted, setSettingsWanted] = useState(false);
  if (settingsOpen && !settingsWanted) setSettingsWanted(true);
  const sidebarId = useId();
  const userName = user.data?.userName ?? null;

  return (
    <div className={css.root} data-sidebar-open={sidebar.open ? 'true' : 'false'}>
      <aside id={sidebarId} className={css.sidebar} aria-label={messages.nav.sidebar}>
        {sidebar.contentBuilt ? (
          <SidebarContent
            currentTeam={currentTeam}
            myTeams={teams}
            userName={userName}
            location={location}
            expanded={sidebar.open}
            onOpenSettings={() => setSettingsOpen(true)}
            onNavigate={sidebar.closeIfDrawer}
          />
        ) : null}
      </aside>
      {sidebar.open ? <div className={css.backdrop} aria-hidden onClick={() => sidebar.setOpen(false)} /> : null}
      <div className={css.column}>
        <TopBar title={title} sidebarId={sidebarId} sidebarOpen={sidebar.open} onToggle={sidebar.toggle} userName={userName} />
        <main className={css.main} id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {settingsWanted ? (
        <Suspense fallback={null}>
          <SettingsDialog isOpen={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
