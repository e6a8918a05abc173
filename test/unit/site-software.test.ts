// A case's software versions in words, as its page and facts box show them.
import { describe, expect, it } from 'vitest';
import { softwareText } from '../../src/site/software.ts';

const label = (slug: string) => ({ etcd: 'etcd', kubeadm: 'kubeadm' })[slug] ?? slug;

describe('softwareText', () => {
  it('gives the affected and the fixed version as the source writes them', () => {
    expect(
      softwareText({ name: 'etcd', affected: 'v3.5.0 to v3.5.2', fixed: 'v3.5.3' }, label),
    ).toBe('etcd v3.5.0 to v3.5.2, fixed in v3.5.3');
  });
  it('gives the affected version alone when no fix is named', () => {
    expect(softwareText({ name: 'kubeadm', affected: '1.6.0' }, label)).toBe('kubeadm 1.6.0');
  });
  it('gives the label alone when the source names no version', () => {
    expect(softwareText({ name: 'unknown-slug' }, label)).toBe('unknown-slug');
  });
});
