// The few React 19 types the example uses, with React's own shapes, so `npm test` can
// check the example's JSX without installing React. A typing that needs more of React
// than this fails the check here first.
export type Key = string | number | bigint;
export type ReactNode = string | number | bigint | boolean | null | undefined | JSX.Element | Iterable<ReactNode>;

export interface RefObject<T> {
  current: T | null;
}
export type Ref<T> = ((instance: T | null) => void) | RefObject<T> | null;

export interface Attributes {
  key?: Key | null | undefined;
}
export interface ClassAttributes<T> extends Attributes {
  ref?: Ref<T> | undefined;
}

export interface DOMAttributes<T> {
  children?: ReactNode | undefined;
  onClick?: ((event: MouseEvent & { currentTarget: T }) => void) | undefined;
}
export interface AriaAttributes {
  'aria-label'?: string | undefined;
  'aria-live'?: 'off' | 'assertive' | 'polite' | undefined;
}
export interface HTMLAttributes<T> extends AriaAttributes, DOMAttributes<T> {
  className?: string | undefined;
  hidden?: boolean | undefined;
  id?: string | undefined;
  lang?: string | undefined;
  role?: string | undefined;
  style?: Record<string, string | number> | undefined;
  tabIndex?: number | undefined;
  title?: string | undefined;
}
export type DetailedHTMLProps<E extends HTMLAttributes<T>, T> = ClassAttributes<T> & E;

export function useState<S>(initialState: S | (() => S)): [S, (value: S | ((previous: S) => S)) => void];

export const Fragment: unique symbol;

export namespace JSX {
  interface Element {
    readonly type: unknown;
    readonly props: unknown;
    readonly key: string | null;
  }
  interface ElementChildrenAttribute {
    children: {};
  }
  interface IntrinsicAttributes extends Attributes {}
  interface IntrinsicElements {
    div: DetailedHTMLProps<HTMLAttributes<HTMLDivElement>, HTMLDivElement>;
    p: DetailedHTMLProps<HTMLAttributes<HTMLParagraphElement>, HTMLParagraphElement>;
    span: DetailedHTMLProps<HTMLAttributes<HTMLSpanElement>, HTMLSpanElement>;
  }
}
