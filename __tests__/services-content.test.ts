/**
 * The service pages' collections an editor maintains (content/*.ts): as many items as the
 * specification gives each page, each complete and distinct. The words are the editor's, so no
 * test here reads them.
 */
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

/** Every card has words in each field, and no two share a title. */
function complete(cards: readonly { title: string; description: string }[]) {
  for (const card of cards) {
    expect(card.title.trim()).not.toBe('');
    expect(card.description.trim()).not.toBe('');
  }
  expect(new Set(cards.map((card) => card.title)).size).toBe(cards.length);
}

describe('service page collections an editor maintains', () => {
  it('staffing has five service cards', () => {
    expect(staffingServices).toHaveLength(5);
    complete(staffingServices);
  });

  it('managed services has four feature cards', () => {
    expect(managedFeatures).toHaveLength(4);
    complete(managedFeatures);
  });

  it('contingent workers: three types, four differences, four pros and three cons', () => {
    expect(contingentTypes).toHaveLength(3);
    complete(contingentTypes);
    expect(contingentVersusEmployee).toHaveLength(4);
    expect(contingentPros).toHaveLength(4);
    expect(contingentCons).toHaveLength(3);
  });

  it('AI/ML staffing lists five groups of professionals placed', () => {
    expect(aiRoles).toHaveLength(5);
    complete(aiRoles);
  });

  it('the Tech Refugee Program has three steps and six role groups', () => {
    expect(refugeeSteps).toHaveLength(3);
    complete(refugeeSteps);
    expect(refugeeOpportunities).toHaveLength(6);
    complete(refugeeOpportunities);
  });
});
