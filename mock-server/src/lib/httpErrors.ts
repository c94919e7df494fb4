/** One refused field of a request: its key, the name users know it by, and why. */
export interface FieldProblem {
  field: string;
  label: string;
  message: string;
}

/**
 * An error a route throws to answer with a status and the `{ message }` body the web app reads; a refusal of
 * named fields also carries them (`errors`), so that a form can show each reason under its field.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: readonly FieldProblem[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: readonly FieldProblem[]) =>
  new HttpError(400, message, errors);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string) => new HttpError(403, message);
