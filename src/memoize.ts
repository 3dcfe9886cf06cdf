/**
 * `compute` answered once per key: later calls with the same key get the first answer. For
 * work that depends on a string alone and costs more than a map lookup; the map holds one
 * entry per distinct key the widget uses.
 */
export function memoize<Value>(compute: (key: string) => Value): (key: string) => Value {
  const answers = new Map<string, Value>();
  return (key) => {
    if (!answers.has(key)) answers.set(key, compute(key));
    return answers.get(key)!;
  };
}
