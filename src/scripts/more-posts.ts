// Spec §9: post lists show 10 a page. 'Show more posts' appends the next page, drawn by the
// server (pages/[supplier]/posts.astro) exactly as the first one.

document.addEventListener('click', async (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-more-posts]');
  if (!button || button.disabled) return;
  const list = button.previousElementSibling;
  button.disabled = true;
  try {
    const response = await fetch(button.dataset.morePosts ?? '', { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`posts answered ${response.status}`);
    const fragment = new DOMParser().parseFromString(await response.text(), 'text/html');
    for (const post of Array.from(fragment.querySelectorAll('.posts > .post')))
      list?.appendChild(document.adoptNode(post));
    const next = fragment.querySelector<HTMLButtonElement>('[data-more-posts]');
    if (next) button.dataset.morePosts = next.dataset.morePosts;
    else button.remove();
  } catch {
    // Spec: loading more fails silently; the button stays for another try.
  } finally {
    button.disabled = false;
  }
});
