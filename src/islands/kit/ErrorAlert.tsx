/** An error said at once (an alert), or nothing while there is none. */
export function ErrorAlert({ message, id }: { message: string | null | undefined | false; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="ws-error" role="alert">
      {message}
    </p>
  );
}
