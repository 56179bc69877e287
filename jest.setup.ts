import '@testing-library/jest-dom';

// jsdom cannot navigate; a click on a link in a component test must not try to.
// (Suites that run in the node environment have no document.)
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
  });
}
