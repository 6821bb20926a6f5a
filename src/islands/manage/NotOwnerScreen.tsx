import { screenPath } from '#src/stores/workspace-route.ts';

/**
 * A signed-in user who owns no catalogue (a buyer, a sales contact, an administrator): the
 * workspace is the owner's; they may open a catalogue of their own.
 */
export function NotOwnerScreen() {
  return (
    <section className="workspace workspace-single" aria-labelledby="ws-screen-title">
      <h1 id="ws-screen-title">This workspace is for catalogue owners</h1>
      <p>
        Your account does not own a catalogue. Sales contacts answer buyers from their own account; the owner of the
        catalogue manages its profile here.
      </p>
      <p>
        <a className="button button-primary" href={screenPath('create')}>
          Create your own catalogue
        </a>
      </p>
    </section>
  );
}
