// The return page of a sign-in in its own window (signed-in.html): the screen that opened it
// learns how the sign-in ended ('1' signed in, 'error' not), and closes this window.
if (window.opener) {
  window.opener.postMessage(
    {
      type: 'pariksha:federated-sign-in',
      outcome: new URLSearchParams(window.location.search).get('sso'),
    },
    window.location.origin,
  );
}
