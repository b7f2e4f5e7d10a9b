/**
 * jsdom has <dialog> without its modal methods: `showModal` and `close` set and clear `open`, as a
 * browser would (the focus trap and the backdrop are the browser's, tested in the e2e journeys).
 * Call it in `beforeAll` of a test file whose screens open a Modal.
 */
export function polyfillDialog(): void {
  const prototype = HTMLDialogElement.prototype;
  if (typeof prototype.showModal === 'function') return;
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
