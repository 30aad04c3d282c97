/* global document, MutationObserver -- this file runs in the browser, inside the Swagger UI page. */
// Accessible names that Swagger UI leaves out and that none of its options can set: the request body's text area,
// the lists of a parameter's allowed values, and the close button of the Authorize dialog. Swagger UI renders these
// with React whenever an operation or the dialog opens, so an observer names them as they appear. This is a file that
// @fastify/swagger-ui serves (theme.js) because the product's Content-Security-Policy allows no inline script.
(function () {
  'use strict';

  function name(element, label) {
    if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby')) {
      element.setAttribute('aria-label', label);
    }
  }

  function nameAll(root) {
    root.querySelectorAll('textarea.body-param__text').forEach(function (textarea) {
      name(textarea, 'Request body');
    });
    root.querySelectorAll('tr[data-param-name] select').forEach(function (select) {
      name(select, select.closest('tr').getAttribute('data-param-name'));
    });
    root.querySelectorAll('.modal-ux .close-modal').forEach(function (button) {
      name(button, 'Close');
    });
    // The dialog's submit button says "Authorize" but is named "Apply credentials": the name must hold the text.
    root.querySelectorAll('.modal-ux button.authorize[aria-label="Apply credentials"]').forEach(function (button) {
      button.setAttribute('aria-label', 'Authorize: apply credentials');
    });
  }

  new MutationObserver(function () {
    nameAll(document);
  }).observe(document.body, { childList: true, subtree: true });
  nameAll(document);
})();
