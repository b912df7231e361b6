/** One certification being written on the register form; `key` keeps React's rows apart. */
export interface CertificationRow {
  key: string;
  title: string;
  issued: string;
  description: string;
}

let lastKey = 0;

export function emptyCertificationRow(): CertificationRow {
  lastKey += 1;
  return { key: `certification-${lastKey}`, title: '', issued: '', description: '' };
}
