import { describe, expect, it } from 'vitest';
import { createTestDraft, csv } from '../testing/create-test-draft.ts';
import { importDebianUpstreamProjects, importUpstreamProjects } from './upstream-projects.ts';

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
    expect(counts).toEqual({ candidates: 7, known: 2, noMaker: 1, projects: 4 });
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

  it("names a maker's own forge in its namespace, a project's pages by their owner, and no maker on a hosting site", () => {
    const draft = createTestDraft();
    const gnome = draft.publishers.ensure('gnome', 'The GNOME Project');
    draft.publishers.addAlias(gnome, 'GNOME');
    const counts = importUpstreamProjects(
      csv(
        HEADER,
        'geocode-glib,GNOME library for geocoding,https://gitlab.gnome.org/GNOME/geocode-glib,GPL-2.0-or-later',
        // The maker's forge hosts others' apps too, outside its namespace.
        'apostrophe,Distraction free Markdown editor,https://gitlab.gnome.org/World/apostrophe,GPL-3.0-or-later',
        'sheepdog,Distributed storage system for QEMU,https://sheepdog.github.io/sheepdog/,GPL-2.0-only',
        'xml-treepp,Pure Perl implementation of an XML parser,https://metacpan.org/pod/XML::TreePP,Artistic-1.0-Perl',
        // A country's second-level domain is no maker's name.
        'varnam,Transliteration engine for Indian languages,https://smc.org.in/varnam,MPL-2.0',
      ),
      draft,
      ['metacpan.org'],
    );
    expect(counts).toEqual({ candidates: 5, known: 0, noMaker: 3, projects: 2 });
    expect(draft.products.get('formula:geocode-glib')?.publisherId).toBe(gnome);
    expect(draft.products.has('formula:apostrophe')).toBe(false);
    expect(draft.publishers.get(draft.products.get('formula:sheepdog')!.publisherId)?.name).toBe('sheepdog');
    expect(draft.products.has('formula:xml-treepp')).toBe(false);
    expect(draft.products.has('formula:varnam')).toBe(false);
  });
});

describe('a project a product of its name is', () => {
  it("is another maker's build or project at another site, and the same project when curated, a formula or the maker's", () => {
    const draft = createTestDraft();
    const gnu = draft.publishers.ensure('gnu', 'GNU');
    const product = (id: string, publisherId: string, name: string, extra = {}) =>
      draft.products.set(id, { id, publisherId, name, aliases: [], ...extra });
    // GnuWin32's port of grep for Windows, at its own site.
    product('winget:GnuWin32.Grep', draft.publishers.ensure('gnuwin32', 'GnuWin32'), 'grep', {
      homepage: 'http://gnuwin32.sourceforge.net/packages/grep.htm',
    });
    product('curated:gnu-tar', gnu, 'tar');
    product('winget:GNU.Nano', gnu, 'nano');
    product('formula:cron', draft.publishers.ensure('vixie', 'Paul Vixie'), 'cron', { packageOnly: true });
    const counts = importDebianUpstreamProjects(
      csv(
        'package,version,source,section,tags,homepage',
        'grep,3.8-5,grep,utils,role::program,https://www.gnu.org/software/grep/',
        'tar,1.34+dfsg-1.2,tar,utils,role::program,https://www.gnu.org/software/tar/',
        'nano,7.2-1,nano,editors,role::program,https://www.gnu.org/software/nano/',
        'cron,3.0pl1-162,cron,admin,role::program,https://ftp.isc.org/isc/cron/',
      ),
      draft,
    );
    expect(counts).toEqual({ candidates: 4, known: 3, noMaker: 0, projects: 1 });
    expect(draft.products.get('debian:grep')).toMatchObject({ publisherId: gnu, packageNames: ['grep'] });
  });
});

describe('a hosting site of projectHostingSites', () => {
  it('counts with its subdomains, and no other site that ends in the same letters', () => {
    const draft = createTestDraft();
    const counts = importUpstreamProjects(
      csv(
        HEADER,
        'pecl-yaml,YAML extension,https://pecl.php.net/package/yaml,MIT',
        'phpmyfaq,FAQ system,https://www.myphp.net/,MPL-2.0',
      ),
      draft,
      ['php.net'],
    );
    expect(counts).toMatchObject({ noMaker: 1, projects: 1 });
    expect(draft.products.has('formula:pecl-yaml')).toBe(false);
    expect(draft.products.has('formula:phpmyfaq')).toBe(true);
  });
});

describe(importDebianUpstreamProjects.name, () => {
  it("adds Debian's source packages of projects no product or formula is, and no source of one release line", () => {
    const draft = createTestDraft();
    importUpstreamProjects(csv(HEADER, 'avahi,mDNS/DNS-SD,https://avahi.org/,LGPL-2.1-or-later'), draft);
    const counts = importDebianUpstreamProjects(
      csv(
        'package,version,source,section,tags,homepage',
        // A binary package is known by its source's name, the project's.
        'pacemaker-cli-utils,2.1.5-1,pacemaker,admin,admin::cluster,https://www.clusterlabs.org/',
        'libfprint-2-2,1:1.94.5-2,libfprint,libs,role::shared-lib,https://fprint.freedesktop.org/',
        // A formula's project already.
        'avahi-daemon,0.8-10,avahi,net,role::program,https://avahi.org/',
        // A source of one release line; a source written with its version.
        'gcc-12,12.2.0-14,,devel,devel::compiler,https://gcc.gnu.org/',
        'python3,3.11.2-1,python3-defaults (3.11.2-1),python,role::program,https://www.python.org/',
        // No homepage.
        'passwd,1:4.13,shadow,admin,admin::user-management,',
      ),
      draft,
    );
    expect(counts).toEqual({ candidates: 4, known: 1, noMaker: 0, projects: 3 });
    expect(draft.products.get('debian:pacemaker')).toMatchObject({
      name: 'pacemaker',
      packageNames: ['pacemaker'],
      packageOnly: true,
    });
    expect(draft.products.has('debian:libfprint')).toBe(true);
    expect(draft.products.has('debian:python3-defaults')).toBe(true);
    expect(draft.products.has('debian:gcc-12')).toBe(false);
    expect(draft.products.has('debian:avahi')).toBe(false);
  });
});
