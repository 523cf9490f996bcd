/**
 * Form errors (src/lib/form-errors.ts): the contract's issues and a refusal's field list become the
 * first message per form field, and a refusal is recognised by its name in contract/error-codes.ts.
 * The dues forms' refusals (src/features/dues/write-checks.ts) are said in the server's own words.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { errorCodes } from '#contract/error-codes.ts';
import { checkRequest, formErrorsOf, isRefusal, refusalFormErrors } from '#src/lib/form-errors.ts';
import { BadRequestError, HttpError } from '#src/lib/http/errors.ts';
import { writeFailure } from '#src/features/dues/write-checks.ts';

const refusal = (name: keyof typeof errorCodes, fieldErrors: { field: string; message: string }[] = []) =>
  new HttpError({
    endpoint: 'recordDuesPayment',
    status: errorCodes[name].status,
    code: errorCodes[name].code,
    message: errorCodes[name].message,
    fieldErrors,
  });

describe('form errors', () => {
  it('keeps the first message of each form field, on the field the form shows it on', () => {
    const fieldOf = (field: string) => (field === 'startAt' ? 'startTime' : field === 'title' ? 'title' : null);
    const errors = formErrorsOf(
      [
        { field: 'startAt', message: '시작 시간을 확인해주세요.' },
        { field: 'title.0', message: '제목을 입력해주세요.' },
        { field: 'title', message: '두 번째 메시지' },
        { field: 'secret', message: '보이지 않는 필드' },
      ],
      fieldOf,
    );
    expect(errors).toEqual({ startTime: '시작 시간을 확인해주세요.', title: '제목을 입력해주세요.' });
  });

  it('checks a request against its contract schema: the request when it passes, its fields otherwise', () => {
    const schema = v.object({ name: v.pipe(v.string(), v.minLength(1, '이름을 입력해주세요.')), age: v.number('나이는 숫자입니다.') });
    expect(checkRequest(schema, { name: '민준', age: 20 })).toEqual({ ok: true, request: { name: '민준', age: 20 } });
    expect(checkRequest(schema, { name: '', age: 'x' })).toEqual({ ok: false, errors: { name: '이름을 입력해주세요.', age: '나이는 숫자입니다.' } });
  });

  it('puts a refusal field list on the form, and answers null when it names no field of it or is no refusal', () => {
    const refused = new BadRequestError({
      endpoint: 'createTeam',
      status: 400,
      code: 1001,
      message: '잘못된 요청',
      fieldErrors: [{ field: 'name', message: '팀 이름을 입력해주세요.' }],
    });
    expect(refusalFormErrors(refused, (field) => (field === 'name' ? 'name' : null))).toEqual({ name: '팀 이름을 입력해주세요.' });
    expect(refusalFormErrors(refused, () => null)).toBeNull();
    expect(refusalFormErrors(new Error('network'), (field) => field)).toBeNull();
  });

  it('tells a refusal by its name in the error catalogue', () => {
    expect(isRefusal(refusal('DUPLICATE_TEAMNAME'), ['DUPLICATE_TEAMNAME'])).toBe(true);
    expect(isRefusal(refusal('DUES_PRIVATE'), ['DUPLICATE_TEAMNAME'])).toBe(false);
    expect(isRefusal(new Error('이미 존재하는 팀 이름입니다.'), ['DUPLICATE_TEAMNAME'])).toBe(false);
  });
});

describe('a dues write refused', () => {
  it.each(['DUES_NOT_CONFIGURED', 'DUES_MONTHS_PAID', 'DUES_MONTH_NOT_CHARGED', 'DUES_PAST_MONTH_AMOUNT'] as const)('says %s in the server words', (name) => {
    expect(writeFailure(refusal(name))).toEqual({ message: errorCodes[name].message, fields: {} });
  });

  it('shows a refusal field errors on their fields, the first one as the message', () => {
    const failure = writeFailure(refusal('DUES_MONTHS_PAID', [{ field: 'months.1', message: '이미 납부한 달입니다.' }]));
    expect(failure).toEqual({ message: '이미 납부한 달입니다.', fields: { months: '이미 납부한 달입니다.' } });
  });

  it('says another refusal as the action and the answer, not in its own words', () => {
    const failure = writeFailure(refusal('DUPLICATE_TEAMNAME'));
    expect(failure.message).not.toBe(errorCodes.DUPLICATE_TEAMNAME.message);
    expect(failure.fields).toEqual({});
  });
});
