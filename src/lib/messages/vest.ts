/**
 * The Korean names of the vest colours (조끼) and of a side by its vest (주황팀), shared by every
 * 자체전 screen: the setup, the record screen and the vest card say a side the same way.
 */
import type { VestColour } from '#contract/enums.ts';

export const vestMessages = {
  colours: { ORANGE: '주황', YELLOW: '노랑', GREEN: '초록', BLUE: '파랑', RED: '빨강', WHITE: '흰색', BLACK: '검정', PINK: '분홍' } satisfies Record<
    VestColour,
    string
  >,
  side: (colour: string) => `${colour}팀`,
};
