import type { Browser, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { signIn as signInAt } from './StaffSignIn.ts';
import { toast } from './Toast.ts';
import { append, dialog, panel, select, shape } from './DiagramDrawing.ts';

// Issue 26, the designer: what administrators who draw processes every day tripped over.

/** The designer wants room: its palette, canvas and properties panel side by side. */
const signIn = (browser: Browser, account: string) => signInAt(browser, account, { width: 1600, height: 900 });

test.use({ actionTimeout: 15_000 });

const shots = (name: string) => ({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** A new process's designer (never saved: these journeys leave the seeded processes alone). */
async function openNew(admin: Page, key: string, name: string): Promise<void> {
  await admin.goto(`/dev/activiti/designer?processDefinitionKey=${key}&processName=${encodeURIComponent(name)}`);
  await expect(await shape(admin, '人工任务')).toBeVisible();
}

/** The diagram's XML as 预览 XML shows it. */
async function diagramXml(admin: Page): Promise<string> {
  await admin.getByRole('button', { name: '预览 XML' }).click();
  const preview = dialog(admin, '预览 XML');
  const xml = (await preview.locator('pre').textContent()) ?? '';
  await admin.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  return xml;
}

/** The bounds the XML gives the shape of the element `id`. */
function boundsOf(xml: string, id: string): { x: number; y: number; width: number; height: number } {
  const shapeXml = new RegExp(`<bpmndi:BPMNShape [^>]*bpmnElement="${id}"[^>]*>\\s*<dc:Bounds ([^>]*)/>`).exec(xml)?.[1] ?? '';
  const attribute = (name: string) => Number(new RegExp(`${name}="([^"]+)"`).exec(shapeXml)?.[1]);
  return { x: attribute('x'), y: attribute('y'), width: attribute('width'), height: attribute('height') };
}

/** The zoom percentage the toolbar shows. */
async function zoomPercent(admin: Page): Promise<number> {
  return Number(((await admin.locator('.rh-designer-zoom').textContent()) ?? '').replace('%', ''));
}

test('系统管理员 picked as a handler can be taken out again (item 1)', async ({ browser }) => {
  const admin = await signIn(browser, 'admin');
  await admin.goto('/dev/activiti/designer?processDefinitionKey=agreement&processName=合同审批');
  await select(admin, '部门经理审批');
  await panel(admin).getByRole('button', { name: '选择' }).click();
  const picker = dialog(admin, '选择人员');
  await picker.getByPlaceholder('输入账号/姓名/手机号').fill('admin');
  await picker.getByRole('checkbox', { name: /^系统管理员/ }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(panel(admin).getByText('人员：系统管理员')).toBeVisible();
  expect(await diagramXml(admin)).toContain('userId="1"');

  // Reopened: his row is an ordinary one, with 移除.
  await panel(admin).getByRole('button', { name: '选择' }).click();
  await picker.getByRole('button', { name: '移除系统管理员' }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(panel(admin).getByText('人员：系统管理员')).toBeHidden();
  await expect(panel(admin).getByText('人员：李四')).toBeVisible();
  expect(await diagramXml(admin)).not.toContain('userId="1"');
});

test('Ctrl+click adds to the selection for aligning, Ctrl+= steps 10 %, and leaving warns only after a change (items 2, 8, 9)', async ({ browser }) => {
  const admin = await signIn(browser, 'admin');
  await openNew(admin, 'polish_select', '打磨选择');

  // Nothing changed yet: the tab closes without asking.
  let asked = 0;
  admin.on('dialog', (prompt) => {
    if (prompt.type() === 'beforeunload') asked += 1;
    void prompt.dismiss();
  });

  // Ctrl+click (as the hint says) adds 开始 to 人工任务; the align buttons then ask to confirm.
  await select(admin, '人工任务');
  await (await shape(admin, '开始')).locator('.djs-hit').first().click({ modifiers: ['Control'], force: true });
  await expect(admin.locator('g.djs-shape.selected')).toHaveCount(2);
  await admin.getByRole('button', { name: '顶对齐' }).click();
  await expect(dialog(admin, '提示').getByText('自动对齐可能造成图形变形，是否继续?')).toBeVisible();
  await dialog(admin, '提示').getByRole('button', { name: '取消' }).click();
  // Shift still adds too: a Shift+click on a selected element takes it out.
  await (await shape(admin, '开始')).locator('.djs-hit').first().click({ modifiers: ['Shift'], force: true });
  await expect(admin.locator('g.djs-shape.selected')).toHaveCount(1);

  // The keyboard zooms by the toolbar's step.
  await admin.getByRole('button', { name: '缩小' }).click();
  const before = await zoomPercent(admin);
  await (await shape(admin, '人工任务')).locator('.djs-hit').first().click({ force: true });
  await admin.keyboard.press('Control+Equal');
  await expect.poll(() => zoomPercent(admin)).toBe(before + 10);
  await admin.keyboard.press('Control+Minus');
  await expect.poll(() => zoomPercent(admin)).toBe(before);

  // Still nothing drawn: closing asks nothing.
  const untouched = await admin.context().newPage();
  await openNew(untouched, 'polish_untouched', '未改动');
  await untouched.locator('[data-testid=designer-canvas]').click({ position: { x: 40, y: 40 } });
  let untouchedAsked = 0;
  untouched.on('dialog', (prompt) => {
    if (prompt.type() === 'beforeunload') untouchedAsked += 1;
    void prompt.accept();
  });
  await untouched.close({ runBeforeUnload: true });
  await expect.poll(() => untouched.isClosed()).toBe(true);
  expect(untouchedAsked).toBe(0);

  // A change: now leaving asks.
  await select(admin, '人工任务');
  await admin.keyboard.press('Delete');
  await expect(admin.locator('g.djs-shape').filter({ hasText: '人工任务' })).toHaveCount(0);
  await admin.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toBe(1);
});

const IMPORTED = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_purchase" name="采购审批" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="开始"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:task id="Task_review" name="审核"><bpmn:incoming>Flow_1</bpmn:incoming></bpmn:task>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Task_review" />
    <bpmn:sequenceFlow id="Flow_lost" sourceRef="Task_review" targetRef="Activity_gone" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_purchase">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="102" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_review_di" bpmnElement="Task_review"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="138" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_ghost_di" bpmnElement="Flow_ghost"><di:waypoint x="300" y="118" /><di:waypoint x="360" y="118" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

test('导入 XML says why it failed, refuses other files, lists the warnings and the rename; a replaced task keeps its centre; only runnable nodes are offered (items 3, 4, 7)', async ({ browser }) => {
  const admin = await signIn(browser, 'admin');
  await openNew(admin, 'polish_import', '打磨导入');
  const upload = async (name: string, text: string) => {
    // A refused file leaves the dialog open for another one.
    if (!(await dialog(admin, '导入 XML').isVisible())) await admin.getByRole('button', { name: '导入 XML' }).click();
    await dialog(admin, '导入 XML').locator('input[type=file]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
  };

  await upload('会议纪要.txt', '周一例会');
  await expect(toast(admin, '会议纪要.txt 不是 .bpmn 或 .xml 文件，未导入')).toBeVisible();
  // The toast sits over the toolbar until it goes (it stays while the pointer is on it).
  await admin.mouse.move(800, 600);
  await expect(toast(admin, '会议纪要.txt 不是 .bpmn 或 .xml 文件，未导入')).toBeHidden();
  await upload('broken.bpmn', '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process');
  await expect(toast(admin, /^流程图 XML 无法解析：/)).toBeVisible();
  await admin.mouse.move(800, 600);
  await expect(toast(admin, /^流程图 XML 无法解析：/)).toBeHidden();
  await expect(await shape(admin, '人工任务')).toBeVisible();

  await upload('采购审批.bpmn', IMPORTED);
  await expect(toast(admin, '导入的流程标识 Process_purchase、名称 采购审批 已改为本页的 polish_import、打磨导入')).toBeVisible();
  const warnings = admin.locator('.ant-alert').filter({ hasText: /导入完成，有 \d+ 条警告/ });
  await expect(warnings).toContainText('Activity_gone');
  await expect(warnings).toContainText('Flow_ghost');
  await expect(await shape(admin, '审核')).toBeVisible();
  await admin.screenshot(shots('01-import-warnings'));

  // The plain task's replace menu offers the user task alone, not what the engine refuses.
  await select(admin, '审核');
  await admin.locator('.djs-context-pad .entry[data-action="replace"]').click();
  const menu = admin.locator('.djs-popup');
  await expect(menu.locator('[data-id="replace-with-user-task"]')).toBeVisible();
  await admin.screenshot(shots('02-task-replace-menu'));
  for (const refused of ['replace-with-service-task', 'replace-with-send-task', 'replace-with-script-task', 'replace-with-call-activity', 'replace-with-collapsed-subprocess']) {
    await expect(menu.locator(`[data-id="${refused}"]`)).toHaveCount(0);
  }
  await menu.locator('[data-id="replace-with-user-task"]').click();

  // Replaced around its centre (250, 118): 200 × 100 from (150, 68).
  const replaced = await diagramXml(admin);
  const reviewId = /<bpmn:userTask id="([^"]+)" name="审核"/.exec(replaced)?.[1] ?? 'missing';
  expect(boundsOf(replaced, reviewId)).toEqual({ x: 150, y: 68, width: 200, height: 100 });

  // The start event's menu: no message, timer or signal start, no intermediate event.
  await select(admin, '开始');
  await expect(admin.locator('.djs-context-pad .entry[data-action="append.intermediate-event"]')).toHaveCount(0);
  await admin.locator('.djs-context-pad .entry[data-action="replace"]').click();
  await expect(menu.locator('[data-id="replace-with-none-end"]')).toBeVisible();
  for (const refused of ['replace-with-message-start', 'replace-with-timer-start', 'replace-with-signal-start', 'replace-with-none-intermediate-throw']) {
    await expect(menu.locator(`[data-id="${refused}"]`)).toHaveCount(0);
  }
  await admin.keyboard.press('Escape');
});

test('after appending from the context pad, the first click in the properties panel counts (item 5)', async ({ browser }) => {
  const admin = await signIn(browser, 'admin');
  await openNew(admin, 'polish_append', '打磨追加');
  await select(admin, '人工任务');
  await append(admin, 'append.append-task');
  // bpmn-js opens the new task's label for typing; the administrator types a name there, then
  // goes to the panel without pressing Enter.
  await expect(admin.locator('.djs-direct-editing-parent')).toBeVisible();
  await admin.keyboard.press('Control+A');
  await admin.keyboard.type('合同复核');
  await panel(admin).getByRole('radio', { name: '多人' }).click();
  await expect(panel(admin).getByRole('radio', { name: '多人' })).toBeChecked();
  await expect(admin.locator('.djs-direct-editing-parent')).toBeHidden();
  await expect(panel(admin).getByRole('textbox', { name: '节点名称' })).toHaveValue('合同复核');
});

test('流程管理 says 暂存成功 when the designer window it opened saves and closes (item 6)', async ({ browser }) => {
  const admin = await signIn(browser, 'admin');
  await admin.goto('/dev/activiti/process');
  await admin.getByRole('button', { name: '新建流程' }).click();
  const create = dialog(admin, '新建流程');
  await create.getByLabel('流程标识').fill('polish_saved');
  await create.getByLabel('流程名称').fill('打磨暂存');
  const opened = admin.waitForEvent('popup');
  await create.getByRole('button', { name: /确\s*定/ }).click();
  const designer = await opened;
  await expect(await shape(designer, '人工任务')).toBeVisible();
  const closed = designer.waitForEvent('close');
  await designer.getByRole('button', { name: /暂\s*存/ }).click();
  await closed;
  await expect(toast(admin, '打磨暂存 暂存成功')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: '打磨暂存' })).toBeVisible();
});
