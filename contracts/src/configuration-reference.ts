/**
 * The configuration reference, docs/configuration.md, written from the environment contract
 * (./environment.ts): each program's variables with their default, the values they take and what
 * they do. What a variable takes is what the contract tells a value it refuses, so the reference
 * says what the programs enforce. `npm run docs:config` writes it; a test fails when it is stale.
 */
import type { z } from 'zod';
import { ENVIRONMENTS } from './environment.ts';

/** A value no rule but free text accepts: what a variable's rule says of it is what the variable takes. */
const PROBE = 'not a value ?';

/** The values a variable takes, as its rule words them ("a port number (1–65535)"), or "text". */
export function acceptedValues(schema: z.ZodType): string {
  const result = schema.safeParse(PROBE);
  if (result.success) return 'text';
  return (result.error.issues[0]?.message ?? 'text').replace(/^must be /, '');
}

/** A variable's default as written in the environment, or "unset". */
export function defaultValue(schema: z.ZodType): string {
  const result = schema.safeParse(undefined);
  if (!result.success || result.data === undefined) return 'unset';
  const value = Array.isArray(result.data) ? result.data.join(',') : String(result.data);
  return `\`${value}\``;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The reference as Markdown. */
export function configurationReference(): string {
  const lines = [
    '# Configuration',
    '',
    '<!-- Written by `npm run docs:config` from contracts/src/environment.ts: edit the contract, not this file. -->',
    '',
    'Every variable each program reads, from the environment contract (`contracts/src/environment.ts`).',
    'Set them in the environment, or in `.env` at the root (the scripts read it, and pass it on to the',
    'CMS they start) or `cms/.env` (the CMS alone). Unset and empty are the same: the default applies.',
    'A value a program cannot use stops it at start with one line naming the variable and what it',
    'must be. Secrets are never shown, not even refused.',
    '',
  ];
  for (const { name, programs, schema } of ENVIRONMENTS) {
    lines.push(
      `## ${name}`,
      '',
      `Read by ${programs}.`,
      '',
      '| Variable | Default | Takes | What it does |',
      '| --- | --- | --- | --- |',
    );
    for (const [variable, rule] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      lines.push(
        `| \`${variable}\` | ${cell(defaultValue(rule))} | ${cell(acceptedValues(rule))} | ${cell(rule.description ?? '')} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
