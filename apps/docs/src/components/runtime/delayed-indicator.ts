// Shows an element only when something takes longer than a delay, so fast navigations do not
// flash a progress bar or spinner.

export interface DelayedIndicator {
  start(): void;
  stop(): void;
}

export function delayedIndicator(delayMs: number, create: () => HTMLElement): DelayedIndicator {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let element: HTMLElement | undefined;
  return {
    start() {
      this.stop();
      timer = setTimeout(() => {
        element = create();
        document.body.append(element);
      }, delayMs);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      element?.remove();
      element = undefined;
    },
  };
}
