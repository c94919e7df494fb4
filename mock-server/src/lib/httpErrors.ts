import { say, words, type Said } from '../i18n/messages.js';

/** One refused field of a request: its key, the name users know it by, and why (worded when answered). */
export interface FieldProblem {
  field: string;
  label: Said;
  message: Said;
}

/**
 * An error a route throws to answer with a status and the `{ message }` body the web app reads, in the
 * request's language (the error handler words what is said); a refusal of named fields also carries them
 * (`errors`), so that a form can show each reason under its field. Its `message` is the English words, for the
 * log.
 */
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
