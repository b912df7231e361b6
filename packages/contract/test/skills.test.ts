import { describe, expect, it } from 'vitest';
import { skillsField } from '../src/index';

describe('skills: letters of any script, digits, spaces and + # . -', () => {
  it('accepts the skills people list', () => {
    const skills = [
      'C++',
      'C#',
      'Node.js',
      '.NET',
      'ASP.NET Core',
      'Objective-C',
      'Python 3',
      'हिन्दी टाइपिंग',
    ];
    expect(skillsField.parse(skills)).toEqual(skills);
    expect(skillsField.parse('C++, C#, Node.js')).toEqual(['C++', 'C#', 'Node.js']);
  });

  it.each(['<script>', 'SQL; DROP', 'a/b', 'C++\u0000'])('refuses %j', (skill) => {
    const result = skillsField.safeParse(['Java', skill]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(skill);
  });
});
