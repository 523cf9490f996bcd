/**
 * One write to the team's dues ledger from a dialog (decision 061: 납부 기록, 비용 나누기, 기타 수입/지출,
 * 정정, 면제 추가). The dialog's client id is made once, when the actor starts (the dialog opens), and
 * every request of the dialog carries it: a double tap while one is on its way is ignored, and a retry
 * of the same request after a failure sends the same id, so the server records the entry at most once
 * whatever happens between. A retry the admin edited after the failure is another request: it gets a
 * new id (decision 071), or the server would refuse it as the id's other request (409 6032).
 *
 * States:
 * - `editing`: the form; after a failure, with the failure (`context.failure`) to show.
 * - `sending`: the request is on its way; another submit is ignored.
 * - `done` (final): the server answered with the entry (`context.answer`); the dialog closes.
 *
 * Events:
 * - `write.submit`: the admin pressed 기록하기 with a request the contract accepted (without its client
 *   id: the machine adds it). After a failure, a request unlike the last one sent renews the id first.
 *
 * Effects at the edge: the `send` actor is the app's (it goes through the query client, which
 * refreshes the board, the ledger and the badge); the machine runs unchanged in tests.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface DuesWriteInput {
  /** A fresh id per opening (crypto.randomUUID in the app). */
  clientId: string;
}

export interface DuesWriteContext {
  clientId: string;
  /** The last request submitted, without its client id. */
  request: Record<string, unknown> | null;
  /** Why the last send failed (the app says it in Korean); null while none did. */
  failure: unknown;
  answer: unknown;
  /** Requests sent so far (a retry counts). */
  sends: number;
}

export type DuesWriteEvent = { type: 'write.submit'; request: Record<string, unknown> };

export const duesWriteMachine = setup({
  types: {
    context: {} as DuesWriteContext,
    events: {} as DuesWriteEvent,
    input: {} as DuesWriteInput,
  },
  actors: {
    /** Sends `{ ...request, clientId }`; provided by the app. */
    send: fromPromise<unknown, { request: Record<string, unknown>; clientId: string }>(async () => {
      throw new Error('duesWrite: the app provides the send actor');
    }),
  },
  guards: {
    /** A request sent before (it failed) and now another: JSON of the same form's fields, in the same order. */
    isEditedRetry: ({ context, event }) => context.request !== null && JSON.stringify(context.request) !== JSON.stringify(event.request),
  },
  actions: {
    keepRequest: assign({ request: ({ event }) => event.request, failure: null, sends: ({ context }) => context.sends + 1 }),
    renewClientId: assign({ clientId: () => crypto.randomUUID() }),
  },
}).createMachine({
  id: 'duesWrite',
  context: ({ input }) => ({ clientId: input.clientId, request: null, failure: null, answer: null, sends: 0 }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'write.submit': [
          { guard: 'isEditedRetry', target: 'sending', actions: ['renewClientId', 'keepRequest'] },
          { target: 'sending', actions: 'keepRequest' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ request: context.request ?? {}, clientId: context.clientId }),
        onDone: { target: 'done', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    done: { type: 'final' },
  },
});

export type DuesWriteSnapshot = SnapshotFrom<typeof duesWriteMachine>;

export const selectSending = (snapshot: DuesWriteSnapshot) => snapshot.matches('sending');
export const selectFailure = (snapshot: DuesWriteSnapshot) => snapshot.context.failure;
