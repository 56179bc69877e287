import { aiRoles } from '@/content/ai-ml-staffing';
import {
  contingentCons,
  contingentPros,
  contingentTypes,
  contingentVersusEmployee,
} from '@/content/contingent-workers';
import { managedFeatures } from '@/content/managed-services';
import { staffingServices } from '@/content/staffing';
import { refugeeOpportunities, refugeeSteps } from '@/content/tech-refugee-program';

const titles = (cards: readonly { title: string }[]) => cards.map((card) => card.title);

describe('service page content an editor maintains', () => {
  it('staffing offers the five services, contained search defined as a hybrid of retained and contingency', () => {
    expect(titles(staffingServices)).toEqual([
      'Contract Resourcing',
      'Retained Search',
      'Permanent Placement',
      'Outsourced Recruiting',
      'Contained Search',
    ]);
    const contained = staffingServices[4].description;
    expect(contained).toMatch(/hybrid of retained and contingency/);
    expect(contained).toMatch(/part of the fee is paid upfront/);
    expect(contained).toMatch(/the rest on successful placement/);
  });

  it('managed services has four feature cards', () => {
    expect(titles(managedFeatures)).toEqual([
      'In-Depth Reporting',
      'Quarterly Innovation Reports',
      'SMART KPIs',
      'Dedicated Managers',
    ]);
  });

  it('contingent workers: three types, four differences, four pros and three cons', () => {
    expect(contingentTypes).toHaveLength(3);
    expect(contingentVersusEmployee).toHaveLength(4);
    expect(contingentPros).toHaveLength(4);
    expect(contingentCons).toHaveLength(3);
  });

  it('AI/ML staffing lists the five groups of professionals placed', () => {
    expect(titles(aiRoles).join(' | ')).toBe(
      'Data Scientists, ML Engineers & Researchers | Prompt Engineers & AI Product Managers | Automation & RPA Developers | MLOps, DataOps & Cloud Engineers | AI Compliance, Ethics & Governance',
    );
  });

  it('the Tech Refugee Program has three steps and six role groups', () => {
    expect(titles(refugeeSteps)).toEqual(['Register', 'Get Matched', 'Reboot Your Career']);
    expect(refugeeOpportunities).toHaveLength(6);
  });
});
