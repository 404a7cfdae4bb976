import camundaDescriptor from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import rongheDescriptor from './ronghe.json' with { type: 'json' };

/** The prefixes the shared moddle owns (RongheModdle), with the namespaces they stand for. */
const OWNED: ReadonlyMap<string, string> = new Map([
  [rongheDescriptor.prefix, rongheDescriptor.uri],
  [camundaDescriptor.prefix, camundaDescriptor.uri],
]);

const DECLARATION = /\sxmlns:([A-Za-z_][\w.-]*)\s*=\s*(["'])(.*?)\2/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Gives a document's own prefix a new name when it binds one the shared moddle owns to
 * another namespace — Activiti-era exports declare xmlns:camunda="http://activiti.org/bpmn".
 * moddle reads such a document (it aliases the foreign namespace) but cannot write it back:
 * the alias has no declaration, so saving throws or drops the attributes. Renaming the prefix
 * (declarations, element and attribute names) changes no meaning and lets the diagram
 * survive a load and save with its foreign settings intact.
 */
export class ForeignPrefixRenamer {
  rename(xml: string): string {
    const declarations = [...xml.matchAll(DECLARATION)].map((match) => ({ prefix: match[1], uri: match[3] }));
    const declared = new Set(declarations.map((d) => d.prefix));
    let text = xml;
    for (const prefix of declared) {
      const owned = OWNED.get(prefix);
      const uris = declarations.filter((d) => d.prefix === prefix).map((d) => d.uri);
      // one document using the prefix for both namespaces in different scopes is left alone
      if (owned === undefined || uris.includes(owned)) continue;
      let n = 1;
      let alias = `${prefix}${n}`;
      while (declared.has(alias)) alias = `${prefix}${++n}`;
      declared.add(alias);
      const name = escapeRegExp(prefix);
      text = text
        .replace(new RegExp(`(\\sxmlns:)${name}(\\s*=)`, 'g'), `$1${alias}$2`)
        .replace(new RegExp(`(</?)${name}:`, 'g'), `$1${alias}:`)
        .replace(new RegExp(`(\\s)${name}:([\\w.-]+\\s*=)`, 'g'), `$1${alias}:$2`);
    }
    return text;
  }
}
