import { describe, expect, it } from 'vitest';
import { createTestDraft, csv } from '../testing/create-test-draft.ts';
import { importUpstreamProjects } from './upstream-projects.ts';

const HEADER = 'name,desc,homepage,license';

describe(importUpstreamProjects.name, () => {
  it('adds the projects no product is, known by their packages only, with the maker their homepage names', () => {
    const draft = createTestDraft();
    const gnu = draft.publishers.ensure('gnu', 'GNU');
    draft.products.set('winget:Git.Git', {
      id: 'winget:Git.Git',
      publisherId: draft.publishers.ensure('git', 'Git'),
      name: 'Git',
      aliases: [],
      homepage: 'https://git-scm.com/',
    });
    const counts = importUpstreamProjects(
      csv(
        HEADER,
        // The project's own site names it as its maker; a site the catalog knows names a known publisher.
        'avahi,Service Discovery for Linux using mDNS/DNS-SD,https://avahi.org/,LGPL-2.1-or-later',
        'a2ps,Any-to-PostScript filter,https://www.gnu.org/software/a2ps/,GPL-3.0-or-later',
        // A GitHub repository's owner is its maker.
        'ocl-icd,OpenCL ICD loader,https://github.com/OCL-dev/ocl-icd,BSD-2-Clause',
        // The formula's licence, when it is an SPDX expression.
        'derby,Apache Derby is an embedded relational database,https://db.apache.org/derby/,Apache-2.0',
        // A product already: by its homepage, or by its name.
        'git,Distributed revision control system,https://git-scm.com,GPL-2.0-only',
        'git,Distributed revision control system,https://github.com/git/git,GPL-2.0-only',
        // A forge hosts other makers' projects: no maker, no product.
        'a52dec,Library for decoding ATSC A/52 streams,https://git.adelielinux.org/community/a52dec/,GPL-2.0-or-later',
        // A line of a project, and a name too short to be told apart, are no projects.
        'python@3.12,Interpreted language,https://www.python.org/,Python-2.0',
        'jd,JSON diff and patch,https://github.com/josephburnett/jd,MIT',
      ),
      draft,
    );
    expect(counts).toEqual({ formulae: 7, known: 2, noMaker: 1, projects: 4 });
    expect(draft.products.get('formula:avahi')).toEqual({
      id: 'formula:avahi',
      publisherId: draft.publishers.find('avahi'),
      name: 'avahi',
      aliases: [],
      homepage: 'https://avahi.org/',
      packageNames: ['avahi'],
      packageOnly: true,
    });
    expect(draft.products.get('formula:a2ps')?.publisherId).toBe(gnu);
    expect(draft.publishers.get(draft.products.get('formula:ocl-icd')!.publisherId)?.name).toBe('OCL-dev');
    expect(draft.products.get('formula:derby')).toMatchObject({ license: 'Apache-2.0', packageOnly: true });
    expect(draft.products.has('formula:git')).toBe(false);
    expect(draft.products.has('formula:a52dec')).toBe(false);
  });
});
