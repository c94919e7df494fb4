import { say, words, type Said } from '../i18n/messages.js';

export interface FieldProblem {
  field: string;
  label: Said;
  message: Said;
}

/** Named fields (`errors`) let a form show each reason under its field; `message` is the English words, for the log. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly said: Said,
    readonly errors?: readonly FieldProblem[],
  ) {
    super(words('en', said));
  }
}

export const badRequest = (said: Said, errors?: readonly FieldProblem[]) => new HttpError(400, said, errors);
export const notFound = (said: Said = say('http.notFound')) => new HttpError(404, said);
export const conflict = (said: Said) => new HttpError(409, said);
export const forbidden = (said: Said) => new HttpError(403, said);
