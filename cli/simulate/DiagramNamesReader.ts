import type { ModdleElement } from 'bpmn-moddle';
import { BpmnXmlReader } from '../../contracts/bpmn/BpmnXmlReader.ts';
import { RongheExtensionReader } from '../../contracts/bpmn/RongheExtensionReader.ts';
import type { DiagramNames } from './EchoCandidateDirectory.ts';

/**
 * Collects the names the member picker stored with each candidate condition (user
 * chineseName, department, company and role names), so a simulation without an organisation
 * can still say 财务部 rather than 17.
 */
export class DiagramNamesReader {
  private readonly extension = new RongheExtensionReader();

  async read(xml: string): Promise<DiagramNames> {
    const names: DiagramNames = { users: new Map(), departments: new Map(), companies: new Map(), roles: new Map() };
    let definitions: ModdleElement;
    try {
      definitions = (await new BpmnXmlReader().read(xml)).definitions as unknown as ModdleElement;
    } catch {
      // The engine reports an unreadable diagram; there are no names to collect.
      return names;
    }
    const visit = (element: ModdleElement) => {
      if (element.$instanceOf('bpmn:UserTask')) {
        const condition = this.extension.candidateCondition(element);
        for (const user of condition?.userList ?? []) if (user.chineseName) names.users.set(user.userId, user.chineseName);
        for (const dept of condition?.departmentList ?? []) if (dept.name) names.departments.set(dept.deptId, dept.name);
        for (const company of condition?.companyList ?? []) if (company.name) names.companies.set(company.companyId, company.name);
        for (const role of condition?.roleList ?? []) if (role.roleName) names.roles.set(role.roleId, role.roleName);
      }
      const children = [
        ...(((element as unknown as { rootElements?: ModdleElement[] }).rootElements ?? []) as ModdleElement[]),
        ...(((element as unknown as { flowElements?: ModdleElement[] }).flowElements ?? []) as ModdleElement[]),
      ];
      children.forEach(visit);
    };
    visit(definitions);
    return names;
  }
}
