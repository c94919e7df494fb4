import { DEFAULT_PERSONA, type ProviderState } from '../../mock-server/src/providerStates/index';
import type { PactDocument } from './verification/plan';

const HEADING = '\n## The states\n';

/**
 * contracts/PROVIDER-STATES.md with its state sections rendered from the definitions (mock-server/src/providerStates);
 * the prose above them is the document's own.
 */
export function renderProviderStates(
  states: readonly ProviderState[],
  pact: PactDocument,
  doc: string,
): string {
  const end = doc.indexOf(HEADING);
  if (end === -1) throw new Error(`PROVIDER-STATES.md has no "${HEADING.trim()}" heading to render under`);
  const persona = ({ persona }: ProviderState) =>
    persona === undefined
      ? `none named: \`${DEFAULT_PERSONA}\``
      : persona === null
        ? 'an unissued token'
        : typeof persona === 'function'
          ? 'the `persona` parameter'
          : `\`${persona}\``;
  const sections = [...states]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((state) => {
      const usedBy = pact.interactions
        .filter((interaction) =>
          (interaction.providerStates ?? []).some((entry) => entry.name === state.name),
        )
        .map((interaction) => `  - ${interaction.description}`)
        .sort();
      const params = Object.entries(state.params ?? {}).map(
        ([name, meaning]) => `  - \`${name}\`: ${meaning}`,
      );
      return [
        `### ${state.name}\n\n${state.description}\n\n- Persona: ${persona(state)}`,
        ...(params.length > 0 ? ['- Parameters:', ...params] : []),
        `- Used by ${usedBy.length} interaction${usedBy.length === 1 ? '' : 's'}:`,
        ...usedBy,
        '',
      ].join('\n');
    });
  return `${doc.slice(0, end + HEADING.length)}\n${sections.join('\n')}`;
}
