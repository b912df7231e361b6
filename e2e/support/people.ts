let counter = 0;

/** Details of a new person, unique within the run. */
export function newPerson(label = 'learner') {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Asha Rao',
    phone: '9876543210',
    email: `${label}.${stamp}@example.com`,
    // Meets the password policy: 12+ characters, not common, not built from the name or address.
    password: 'tulip-harbour-lantern-42',
  };
}

/** Letters only (names that refuse digits), unique within the run. */
export const uniqueWord = () =>
  Array.from(`${Date.now()}${Math.floor(Math.random() * 1000)}`)
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('');
