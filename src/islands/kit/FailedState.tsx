import { MESSAGES } from '#src/shared/account-messages.ts';

/** What could not be loaded: the unexpected-error alert and a Try again button, in the place's own box. */
export function FailedState({
  className,
  alertClassName,
  onRetry,
}: {
  className: string;
  alertClassName?: string;
  onRetry: () => void;
}) {
  return (
    <div className={className}>
      <p className={alertClassName} role="alert">
        {MESSAGES.unexpected}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
