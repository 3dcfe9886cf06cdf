import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** A controller host without rendering: counts update requests and drives the lifecycle. */
export class TestHost implements ReactiveControllerHost {
  readonly controllers: ReactiveController[] = [];
  updates = 0;

  addController(controller: ReactiveController): void {
    this.controllers.push(controller);
  }
  removeController(controller: ReactiveController): void {
    this.controllers.splice(this.controllers.indexOf(controller), 1);
  }
  requestUpdate(): void {
    this.updates += 1;
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
  connect(): void {
    for (const controller of this.controllers) controller.hostConnected?.();
  }
  disconnect(): void {
    for (const controller of this.controllers) controller.hostDisconnected?.();
  }
}
