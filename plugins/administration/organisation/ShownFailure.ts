/**
 * Runs an administrator's action whose failure the HTTP client has already shown (the server's
 * Chinese message, a refused rule), so nothing is left to report: the page just stays as it was.
 */
export async function ignoringShownFailure(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch {
    // Shown by the client already; a form's own validation errors are shown beside its fields.
  }
}
