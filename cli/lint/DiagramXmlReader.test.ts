import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ModdleElement } from 'bpmn-moddle';
import { Linter, type LintConfig } from 'bpmnlint';
import { describe, expect, it } from 'vitest';
import { createRongheModdle } from '../../contracts/bpmn/RongheModdle.ts';
import { ProductDiagramGenerator } from '../../tests/bench/ProductDiagramGenerator.mjs';
import { CompiledCli } from '../testing/CompiledCli.ts';
import { moddleTreeSnapshot } from '../testing/ModdleTreeSnapshot.ts';
import { SampleDiagrams } from '../testing/SampleDiagrams.ts';
import { ChildPropertyCache } from './ChildPropertyCache.ts';
import { DataPropertyElementFactory } from './DataPropertyElementFactory.ts';
import { DiagramXmlReader } from './DiagramXmlReader.ts';
import { GenericElementFactory } from './GenericElementFactory.ts';
import { LintRuleResolver } from './LintRuleResolver.ts';

const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const NAMESPACES = `xmlns:bpmn="${BPMN}" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:rh="http://ronghe.example/schema/bpmn/1.0" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"`;

/** A process of these elements in a definitions with the usual prefixes. */
function diagram(process: string, options: { prolog?: string; definitions?: string; after?: string } = {}): string {
  return `${options.prolog ?? '<?xml version="1.0" encoding="UTF-8"?>\n'}<bpmn:definitions ${options.definitions ?? NAMESPACES} id="defs" targetNamespace="http://example">
  <bpmn:process id="p" isExecutable="true">
    ${process}
  </bpmn:process>
</bpmn:definitions>${options.after ?? '\n'}`;
}

const FLOW = `<bpmn:startEvent id="s"><bpmn:outgoing>f</bpmn:outgoing></bpmn:startEvent>
    <bpmn:sequenceFlow id="f" sourceRef="s" targetRef="e" />
    <bpmn:endEvent id="e"><bpmn:incoming>f</bpmn:incoming></bpmn:endEvent>`;

const fixtures = join(CompiledCli.repo, 'tests', 'fixtures', 'bpmn');
const fixtureFiles = readdirSync(fixtures, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.bpmn'))
  .map((entry) => join(entry.parentPath, entry.name))
  .sort();

/** Texts the reader reads itself: every fixture, generated product diagrams, and what exports may hold. */
const readable: Array<[string, () => string]> = [
  ...fixtureFiles.map((file): [string, () => string] => [`fixture ${relative(fixtures, file)}`, () => readFileSync(file, 'utf8')]),
  ['a generated product diagram of 150 elements', () => new ProductDiagramGenerator(150, 3).toXml()],
  ['a generated product diagram of 900 elements', () => new ProductDiagramGenerator(900, 17).toXml()],
  ['a generated product diagram of 2,000 elements', () => new ProductDiagramGenerator(2000, 29).toXml()],
  ['the sample approval with rh extensions', () => SampleDiagrams.valid()],
  ['the sample approval with deploy errors', () => SampleDiagrams.withDeployErrors()],
  ['a condition without xsi:type', () => SampleDiagrams.valid().replaceAll(' xsi:type="bpmn:tFormalExpression"', '')],
  [
    'entities in attributes and text',
    () =>
      diagram(`<bpmn:task id="t" name="a &amp; b &lt;c&gt; &quot;q&quot; &apos;s&apos; &#20013;&#x6587; &#X4E2D; &nbsp; &AMP; &Amp; &#65;&#0066;">
      <bpmn:documentation>x &lt; y &amp;&amp; y &gt; z &#10;&#x9;done &unknown;</bpmn:documentation>
      <bpmn:documentation>&#32;&#x20;</bpmn:documentation>
    </bpmn:task>`),
  ],
  [
    'CDATA, comments and processing instructions',
    () =>
      diagram(
        `<!-- a comment -- with dashes -->
    <bpmn:task id="t"><?editor keep this?>
      <bpmn:documentation><![CDATA[<b>bold</b> & raw]]> and text <!-- split --> more <![CDATA[]]><![CDATA[  ]]></bpmn:documentation>
    </bpmn:task>
    <bpmn:sequenceFlow id="c" sourceRef="t" targetRef="t"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression"><![CDATA[\${a < b}]]></bpmn:conditionExpression></bpmn:sequenceFlow>`,
        { prolog: '<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported -->\n<?vendor data?>\n', after: '\n<!-- trailing -->\n' },
      ),
  ],
  ['an encoding other than UTF-8', () => diagram(FLOW, { prolog: "<?xml version='1.0' encoding=\"ISO-8859-1\"?>\n" })],
  ['a byte order mark and no XML declaration', () => `\uFEFF${diagram(FLOW, { prolog: '' })}`],
  [
    'both quote kinds and whitespace inside tags',
    () =>
      diagram(`<bpmn:task   id='t'
        name="it's"	camunda:asyncBefore='true'
      ><bpmn:documentation
      >said "hi"</bpmn:documentation
      ></bpmn:task  >
    <bpmn:task id="u" name='say "hi"'/>
    <bpmn:task id="v"
    />`),
  ],
  [
    'coerced attribute values',
    () =>
      diagram(`<bpmn:task id="t" completionQuantity="2" startQuantity="x" isForCompensation="TRUE" camunda:asyncAfter="true" camunda:priority="3" />
    <bpmn:boundaryEvent id="b" attachedToRef="t" cancelActivity="false" />
    <bpmn:startEvent id="s" isInterrupting="false" />`),
  ],
  [
    'extension attributes: known and unknown namespaces, unknown names of known ones',
    () =>
      diagram(
        `<bpmn:task id="t" signavio:color="#fff" foo="bar" bpmn:odd="1" rh:unknown="2" xsi:nil="true" xml:lang="zh" camunda:asyncBefore="true" />
    <bpmn:exclusiveGateway id="g" rh:flowMode="manual" />`,
        { definitions: `${NAMESPACES} xmlns:signavio="http://www.signavio.com"` },
      ),
  ],
  [
    'rh and camunda extension elements',
    () =>
      diagram(`<bpmn:userTask id="t" name="审批" rh:noManager="1">
      <bpmn:extensionElements>
        <rh:candidateCondition variable="\${x}"><rh:users userId="2" chineseName="李四" /><rh:roles roleId="r" roleName="经理" /></rh:candidateCondition>
        <camunda:properties><camunda:property name="a" value="b" /></camunda:properties>
        <camunda:inputOutput><camunda:inputParameter name="in">\${x}</camunda:inputParameter></camunda:inputOutput>
        <camunda:executionListener event="start" class="a.B"><camunda:field name="f"><camunda:string>text &amp; more</camunda:string></camunda:field></camunda:executionListener>
      </bpmn:extensionElements>
    </bpmn:userTask>`),
  ],
  [
    'elements of unknown namespaces, nested, with text, attributes and their own declarations',
    () =>
      diagram(
        `<bpmn:task id="t">
      <bpmn:extensionElements>
        <signavio:signavioMetaData metaKey="bgcolor" metaValue="#fff"/>
        <vendor:data xmlns:vendor="http://vendor.example/1" vendor:a="1" b="2" xmlns="http://vendor.example/default">
          <vendor:item>one &amp; two</vendor:item>
          <item kind="plain"><![CDATA[cdata body]]></item>
          <other:deep xmlns:other="http://other.example"><other:deeper other:x="y"/></other:deep>
        </vendor:data>
        <vendor:data xmlns:vendor="http://vendor.example/2">again</vendor:data>
      </bpmn:extensionElements>
    </bpmn:task>`,
        { definitions: `${NAMESPACES} xmlns:signavio="http://www.signavio.com"` },
      ),
  ],
  [
    'body text: conditions, documentation, scripts, text annotations',
    () =>
      diagram(`<bpmn:scriptTask id="st" scriptFormat="javascript"><bpmn:script>if (a &lt; b) { run(); }</bpmn:script></bpmn:scriptTask>
    <bpmn:textAnnotation id="ta"><bpmn:text>note
      over lines</bpmn:text></bpmn:textAnnotation>
    <bpmn:sequenceFlow id="c1" sourceRef="st" targetRef="st"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="juel">\${ok}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="c2" sourceRef="st" targetRef="st"><bpmn:conditionExpression>  \${plain}  </bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="c3" sourceRef="st" targetRef="st"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression"/></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="c4" sourceRef="st" targetRef="st"><bpmn:conditionExpression xsi:type=""></bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:task id="d"><bpmn:documentation textFormat="text/plain"></bpmn:documentation><bpmn:documentation/></bpmn:task>`),
  ],
  [
    'xsi:type under another prefix and another default namespace',
    () =>
      `<?xml version="1.0"?>
<definitions xmlns="${BPMN}" xmlns:x="http://www.w3.org/2001/XMLSchema-instance" xmlns:semantic="${BPMN}" id="defs" targetNamespace="t">
  <process id="p">
    <startEvent id="s"/>
    <semantic:task id="t"/>
    <sequenceFlow id="f" sourceRef="s" targetRef="t"><conditionExpression x:type="tFormalExpression">\${x}</conditionExpression></sequenceFlow>
    <sequenceFlow id="g" sourceRef="s" targetRef="t"><conditionExpression x:type="semantic:tFormalExpression">\${y}</conditionExpression></sequenceFlow>
    <boundaryEvent id="b" attachedToRef="t"><timerEventDefinition><timeDuration x:type="tFormalExpression">PT1H</timeDuration></timerEventDefinition></boundaryEvent>
  </process>
</definitions>`,
  ],
  [
    'prefixes bound to other namespaces, redeclared and going out of scope',
    () =>
      `<semantic:definitions xmlns:semantic="${BPMN}" xmlns:camunda="http://activiti.org/bpmn" xmlns:bpmn="http://not-bpmn.example" id="defs">
  <semantic:process id="p" camunda:candidateStarterUsers="a">
    <semantic:extensionElements>
      <camunda:field name="x"/>
      <bpmn:thing/>
      <semantic:thing xmlns:semantic="http://elsewhere.example"><semantic:inner/></semantic:thing>
    </semantic:extensionElements>
    <semantic:task id="t" camunda:async="true"/>
    <task xmlns="${BPMN}" id="u"><documentation>default</documentation></task>
    <semantic:subProcess id="sp" xmlns="http://unknown.example/1">
      <semantic:extensionElements><foo a="1"/><foo xmlns="http://unknown.example/2"/></semantic:extensionElements>
    </semantic:subProcess>
  </semantic:process>
</semantic:definitions>`,
  ],
  [
    'references: unresolved, empty, spaced, by prefixed id, forwards',
    () =>
      diagram(`<bpmn:startEvent id="s"><bpmn:outgoing>a:f</bpmn:outgoing><bpmn:outgoing>missing</bpmn:outgoing><bpmn:outgoing></bpmn:outgoing><bpmn:outgoing> a:f </bpmn:outgoing></bpmn:startEvent>
    <bpmn:sequenceFlow id="a:f" sourceRef="s" targetRef="later" />
    <bpmn:sequenceFlow id="g" sourceRef="nowhere" targetRef="s" />
    <bpmn:boundaryEvent id="b" attachedToRef="s" />
    <bpmn:task id="later" default="a:f"><bpmn:incoming>a:f</bpmn:incoming></bpmn:task>`),
  ],
  [
    'simple-typed child elements and their attributes',
    () =>
      diagram(`<bpmn:scriptTask id="st"><bpmn:script ignored="yes">one</bpmn:script></bpmn:scriptTask>
    <bpmn:userTask id="ut"><bpmn:rendering id="r"/></bpmn:userTask>`),
  ],
  // What moddle-xml warns about and skips, with all inside it: exports of several tools have these.
  ['a duplicate id', () => diagram('<bpmn:task id="t"/><bpmn:task id="t"/>')],
  ['an illegal id', () => diagram('<bpmn:task id="1t"/>')],
  ['an unknown element of a known namespace', () => diagram('<bpmn:nonsense id="t"/>')],
  ['an unknown xsi:type', () => diagram('<bpmn:sequenceFlow id="f"><bpmn:conditionExpression xsi:type="bpmn:tNothing">x</bpmn:conditionExpression></bpmn:sequenceFlow>')],
  [
    'skipped elements with children, text, CDATA, declarations, references and unknown attributes, over CR LF and CR lines',
    () =>
      diagram(
        `<bpmn:task id="t"/>\r\n    <bpmn:sequenceFlow\r\n id="1f" sourceRef="t" targetRef="gone" bpmn:odd="1"><bpmn:conditionExpression>x &lt; y</bpmn:conditionExpression></bpmn:sequenceFlow>\r
    <bpmn:subProcess id="t" name="again"><bpmn:task id="inner"/>text <![CDATA[raw]]><x:any xmlns:x="http://x.example" x:a="1"><x:deeper/></x:any><bpmn:incoming>t</bpmn:incoming></bpmn:subProcess>
    <bpmn:task id="u"><bpmn:documentation>kept</bpmn:documentation><bpmn:unknownThing a="b"><bpmn:task id="v"/></bpmn:unknownThing><bpmn:documentation>also kept</bpmn:documentation></bpmn:task>
    <bpmn:nonsense/><bpmn:nonsense>body</bpmn:nonsense>
    <bpmn:task id="w" default="1f"/>\t<bpmn:task\tid="2w"/>`,
      ),
  ],
  ['unicode whitespace between elements', () => diagram(`\u00a0<bpmn:task id="t"/>\u3000${FLOW}`)],
  ['a diagram with collaboration, lanes and DI', () => readFileSync(join(fixtures, 'miwg-reference', 'B.2.0.bpmn'), 'utf8').replace(/<\?xml[^>]*>/, '')],
];

/** Texts the reader leaves to moddle-xml, which warns about or fails on them. */
const fallingBack: Array<[string, () => string]> = [
  ['text where no body belongs', () => diagram('stray text <bpmn:task id="t"/>')],
  ['an undeclared prefix', () => diagram('<nope:task id="t"/>')],
  ['an undeclared attribute prefix', () => diagram('<bpmn:task id="t" nope:a="1"/>')],
  ['an unquoted attribute', () => diagram('<bpmn:task id=t/>')],
  ['spaces around =', () => diagram('<bpmn:task id = "t"/>')],
  ['a repeated attribute', () => diagram('<bpmn:task id="t" name="a" name="b"/>')],
  ['an unclosed tag', () => diagram('<bpmn:task id="t"').replace('</bpmn:definitions>', '')],
  ['a mismatched close tag', () => diagram('<bpmn:task id="t"></bpmn:tusk>')],
  ['a missing close tag', () => diagram(FLOW).replace('</bpmn:definitions>', '')],
  ['a second root element', () => diagram(FLOW, { after: '<bpmn:definitions id="again"/>' })],
  ['text after the root element', () => diagram(FLOW, { after: 'trailing' })],
  ['a root that is no definitions', () => `<bpmn:process ${NAMESPACES} id="p"/>`],
  ['an illegal id of the root', () => diagram(FLOW).replace('id="defs"', 'id="1defs"')],
  ['an element inside a reference', () => diagram('<bpmn:task id="t"><bpmn:incoming><bpmn:task id="u"/></bpmn:incoming></bpmn:task>')],
  ['an element name of two colons', () => diagram('<bpmn:task id="t"><bpmn:extensionElements><camunda:a:b/></bpmn:extensionElements></bpmn:task>')],
  ['an empty text', () => '   '],
];

const config: LintConfig = { extends: ['plugin:ronghe/recommended', 'bpmnlint:all'] };
const resolver = new LintRuleResolver(CompiledCli.repo);

/** The lint thread's moddle, with its speed-ups, and one reader over it for every text in turn. */
const lintModdle = ChildPropertyCache.install(GenericElementFactory.install(DataPropertyElementFactory.install(createRongheModdle())));
const reader = new DiagramXmlReader(lintModdle);

interface Warning {
  message: string;
  element?: { id?: unknown; $type?: string };
  property?: unknown;
  value?: unknown;
}

const describeWarning = (warning: Warning) => ({
  message: warning.message,
  element: warning.element && (warning.element.id ?? warning.element.$type),
  property: warning.property,
  value: warning.value,
});

describe('DiagramXmlReader', () => {
  for (const [name, read] of readable) {
    it(`reads ${name} into the tree, warnings and lint results of moddle's own reading`, async () => {
      const xml = read();
      const plain = await createRongheModdle().fromXML(xml, 'bpmn:Definitions');
      const reading = reader.read(xml);
      if (!('rootElement' in reading)) throw new Error(`fell back: ${reading.fallback}`);

      expect(moddleTreeSnapshot(reading.rootElement)).toEqual(moddleTreeSnapshot(plain.rootElement));
      expect(reading.warnings.map(describeWarning)).toEqual((plain.warnings as Warning[]).map(describeWarning));
      expect(Object.keys(reading.elementsById)).toEqual(Object.keys(plain.elementsById));
      const lint = async (root: ModdleElement) => new Linter({ config, resolver }).lint(root);
      expect(await lint(reading.rootElement)).toEqual(await lint(plain.rootElement));
    });
  }

  for (const [name, read] of fallingBack) {
    it(`leaves a text with ${name} to moddle-xml`, () => {
      expect(reader.read(read())).toHaveProperty('fallback');
    });
  }

  it('reads as well with a moddle without the lint speed-ups', async () => {
    const plainReader = new DiagramXmlReader(createRongheModdle());
    for (const xml of [readFileSync(join(fixtures, 'miwg-reference', 'C.8.1.bpmn'), 'utf8'), SampleDiagrams.valid()]) {
      const reading = plainReader.read(xml);
      if (!('rootElement' in reading)) throw new Error(`fell back: ${reading.fallback}`);
      const plain = await createRongheModdle().fromXML(xml, 'bpmn:Definitions');
      expect(moddleTreeSnapshot(reading.rootElement)).toEqual(moddleTreeSnapshot(plain.rootElement));
      expect(reading.warnings.map(describeWarning)).toEqual((plain.warnings as Warning[]).map(describeWarning));
    }
  });

  it('reads on after a text it left to moddle-xml', async () => {
    expect(reader.read(diagram('<bpmn:task id="t"><bpmn:task id="t"/>'))).toHaveProperty('fallback');
    const xml = SampleDiagrams.valid();
    const reading = reader.read(xml);
    if (!('rootElement' in reading)) throw new Error(`fell back: ${reading.fallback}`);
    const plain = await createRongheModdle().fromXML(xml, 'bpmn:Definitions');
    expect(moddleTreeSnapshot(reading.rootElement)).toEqual(moddleTreeSnapshot(plain.rootElement));
  });
});
