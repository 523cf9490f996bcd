/**
 * Who an admin may name to record a match for their team (decision 054), as the picker lists them:
 * the team's members who sign in (a guest player never does: the server refuses one with 6039), and
 * not its admins, who record anyway. The one named now stays listed whatever they have become since,
 * so the picker shows the current choice.
 */
import type { TeamMember } from '#contract/teams.ts';
import type { SelectOption } from '#src/components/ui/select.tsx';

/** The value of the picker's "nobody" option. */
export const nobody = 'none';

export function recorderOptions(members: readonly TeamMember[], current: number | null, nobodyLabel: string): SelectOption[] {
  const candidates = members.filter((m) => m.userId === current || (!m.isGuest && m.teamRole !== 'TEAM_ADMIN'));
  const byName = [...candidates].sort((a, b) => a.name.localeCompare(b.name, 'ko'));
  return [
    { value: nobody, label: nobodyLabel },
    ...byName.map((m) => ({ value: String(m.userId), label: m.backNumber === null ? m.name : `${m.name} (${m.backNumber})` })),
  ];
}

/** The picker's value as the API takes it: a person's id, or null for nobody. */
export const chosenRecorder = (value: string): number | null => (value === nobody ? null : Number(value));
