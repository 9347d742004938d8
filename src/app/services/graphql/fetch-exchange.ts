import { makeErrorResult, makeResult, type Exchange, type ExecutionResult, type Operation, type OperationResult } from '@urql/core';
// The request urql's own fetch exchange would send: its URL (a GET for queries), options and body.
import { makeFetchBody, makeFetchOptions, makeFetchURL } from '@urql/core/internal';
import { filter, make, merge, mergeMap, pipe, takeUntil, type Source } from 'wonka';

const sent = (operation: Operation) => operation.kind === 'query' || operation.kind === 'mutation';

/**
 * An operation's answer, as urql's fetch exchange makes it: the body's data and errors, or a network error (the
 * status text of a failed status, else what could not be read).
 */
async function answerOf(operation: Operation, signal: AbortSignal | undefined): Promise<OperationResult> {
  const body = makeFetchBody(operation);
  let response: Response | undefined;
  try {
    response = await (operation.context.fetch ?? fetch)(makeFetchURL(operation, body), { ...makeFetchOptions(operation, body), ...(signal && { signal }) });
    // A proxy's text page says what went wrong; JSON is read as the response gives it (a server's kept answer, parsed
    // once for all its renders).
    const answer = /text\//i.test(response.headers.get('Content-Type') ?? '') ? textAnswer(await response.text()) : await response.json();
    return makeResult(operation, answer as ExecutionResult, response);
  } catch (error) {
    const failedStatus = response && (response.status < 200 || response.status >= 300) && response.statusText;
    return makeErrorResult(operation, failedStatus ? new Error(failedStatus) : (error as Error), response);
  }
}

/** A text body's JSON, else the text as the error. */
function textAnswer(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(text);
  }
}

/** The answer as a source: torn down before it came, its request is aborted; after, nothing is left to abort. */
function answerSource(operation: Operation): Source<OperationResult> {
  return make((observer) => {
    const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
    let ended = false;
    void answerOf(operation, controller?.signal).then((result) => {
      if (ended) return;
      ended = true;
      observer.next(result);
      observer.complete();
    });
    return () => {
      if (ended) return;
      ended = true;
      controller?.abort();
    };
  });
}

/**
 * Sends queries and mutations to the backend, one request each with a JSON answer (the shop asks for no incremental
 * delivery and no subscription). In place of urql's fetch exchange, which built an abort controller's error for every
 * answer, even one already come, and read each body through async generators: together a twentieth of a server render.
 */
export const fetchExchange: Exchange = ({ forward }) => (operations$) => {
  const answers$ = pipe(
    operations$,
    filter(sent),
    mergeMap((operation) => pipe(
      answerSource(operation),
      takeUntil(pipe(operations$, filter((other) => other.kind === 'teardown' && other.key === operation.key))),
    )),
  );
  return merge([answers$, forward(pipe(operations$, filter((operation) => !sent(operation))))]);
};
