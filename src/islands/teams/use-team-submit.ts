import { useState, type FormEvent } from 'react';
import { teamErrorText } from './team-errors.ts';

/**
 * A team form's sending: busy while the call runs, its refusal in words after. `send` answers
 * whether the form's text may be emptied (after success) and what to say, if anything.
 */
export function useTeamSubmit(send: () => Promise<string | void>, onSent: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setSaid('');
    try {
      const answer = await send();
      onSent();
      if (answer) setSaid(answer);
    } catch (failure) {
      setError(teamErrorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, said, submit };
}
