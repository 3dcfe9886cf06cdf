/**
 * `requestIdleCallback` under a test's control: callbacks wait until `run()`, as if the browser
 * had no idle time until then. In a browser without one (WebKit) the widget finds this one.
 */
export function holdIdleCallbacks(): { readonly pending: number; run: () => void; restore: () => void } {
  const queue = new Map<number, IdleRequestCallback>();
  let lastId = 0;
  const own = Object.getOwnPropertyDescriptors(window);
  window.requestIdleCallback = (callback) => {
    queue.set(++lastId, callback);
    return lastId;
  };
  window.cancelIdleCallback = (id) => void queue.delete(id);
  return {
    get pending() {
      return queue.size;
    },
    /** Runs the callbacks waiting now (not those they ask for). */
    run() {
      const waiting = [...queue.values()];
      queue.clear();
      for (const callback of waiting) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
    restore() {
      for (const name of ['requestIdleCallback', 'cancelIdleCallback'] as const) {
        const descriptor = own[name];
        if (descriptor) Object.defineProperty(window, name, descriptor);
        else delete (window as Partial<Window>)[name];
      }
    },
  };
}
