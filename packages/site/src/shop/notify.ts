/** Success and error messages of the shop and chat flows (the site's toasts). */
export const notify = {
  success(message: string) {
    console.info(message);
  },
  error(error: unknown) {
    console.error(error);
  },
};
