// The server said "come back in a moment" (503 DEPENDENCY_UNAVAILABLE): an error the retries retry. Apart from
// retryableLinks.ts so that the plain fetches of the signed-out pages (publicQuery.ts) need no Apollo link.
/** The server's "connection problem, retry": `code` is what the screens' `errorMessage` reads once retries end. */
export class DependencyUnavailableError extends Error {
  constructor(
    message: string,
    readonly code: string = 'DEPENDENCY_UNAVAILABLE',
  ) {
    super(message);
    this.name = 'DependencyUnavailableError';
  }

  static is(error: unknown): error is DependencyUnavailableError {
    return error instanceof DependencyUnavailableError;
  }
}
