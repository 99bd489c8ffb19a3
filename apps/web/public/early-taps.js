// Runs before the first paint (a blocking classic script in <head>, like theme-init.js). A page the server rendered
// shows its buttons before the app's code has run, and until React has taken the page over they answer nothing:
// a tap in that second would be lost. This remembers a tap on a control marked data-early-tap="<key>" in
// window.__kalaEarlyTaps; the control carries it out once it is live (src/lib/early-taps.ts). Links need nothing:
// they are links. It cannot import the app, so the names below mirror early-taps.ts; its test holds them together.
(() => {
  var taps = [];
  window.__kalaEarlyTaps = taps;
  document.addEventListener(
    'click',
    (event) => {
      // Drawn in the browser (no server state): React answers the tap itself.
      if (!document.getElementById('kala-page-state')) return;
      var control = event.target instanceof Element ? event.target.closest('[data-early-tap]') : null;
      if (!control) return;
      // Live, and this control with it: React answers. A control in a part of the page whose code was still on its
      // way as the page hydrated (a lazy part, hydrated later) is the server's markup until then, on a live page:
      // its tap is remembered too. React marks each element it has taken over with a property of its own.
      var reacts = Object.keys(control).some((name) => name.indexOf('__reactFiber$') === 0);
      if (document.documentElement.dataset.hydrated === 'true' && reacts) return;
      // Not passed on: React (listening on #root) could replay it after hydrating, and the tap would count twice.
      event.preventDefault();
      event.stopPropagation();
      var key = control.getAttribute('data-early-tap');
      // One tap per control, the latest last: two quick taps on Like mean "like", not "like and unlike".
      var index = taps.indexOf(key);
      if (index >= 0) taps.splice(index, 1);
      taps.push(key);
      // Told to the controls already drawn: React may have drawn this one before the tap, the page not yet live.
      window.dispatchEvent(new Event('kala-early-tap'));
    },
    true,
  );
})();
