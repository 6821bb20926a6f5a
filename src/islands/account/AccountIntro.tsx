/** Spec §1: the login pop-up says what the product is for. */
export function AccountIntro() {
  return (
    <aside className="account-intro">
      <p className="account-intro-brand">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        Vitrine
      </p>
      <p>
        Collect, organise and share the product catalogues of the companies you buy from: get notified of what is new,
        share with colleagues, comment and vote internally, on mobile and desktop.
      </p>
    </aside>
  );
}
