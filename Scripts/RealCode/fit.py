#!/usr/bin/env python3
"""Does a module vipera generates fit the app it is written into? (issue #31; stdlib only, and
independent of vipera's code: it reads the apps' files, their project.pbxproj and vipera's JSON.)

  python3 Scripts/RealCode/fit.py [--totals] VIPERA APPS_DIR WORK_DIR [owner+name ...]

APPS_DIR holds one work tree per app (<owner>+<name>/, fetched public apps, never committed; the
apps of fit-apps.json are of the tuning half, those of fit-sealed.json of the sealed half, see half.py). Each app is copied to WORK_DIR/<app>/app (the original is
never touched); there the judge runs `vipera init`, then `vipera Wallet` (`Ledger` in an app that
already has wallet files) and fills these rows:
  lands   : the new module's folder is beside the team's module folders (in the folder holding
            most of them); a team module is a name that prefixes (or follows: PresenterLogin)
            two or more role files (Presenter, Interactor, Router, Wireframe, View,
            ViewController, Assembly, Builder, Configurator), one of them a Presenter or an
            Interactor, outside test folders; its folder holds them all, or more than half of
            them when it is named for the module (the rest in a layer folder: VIPER/Router/), and
            is named for it when a role comes first in a file's name
  naming  : every file and every type of the new module is named as one team module's are, with
            the new name for the team module's name, or for a shortened form of it made of its
            first words (BuyCells.swift in module BuyCoin: LedgerCells.swift)
  targets : in the Xcode project that compiles most of the team's module files (of the app's
            code when it has no module), the new code is in the app target that compiles most of
            them and the new tests in the unit-test target holding most test files (in none, with
            no unit-test target); in a Tuist project, or when the module is a Swift package of its
            own, the project must be left byte for byte as it was
  lint    : `vipera lint` (JSON) reports nothing in the new module's files but findings its
            source module has too (same rule, in the source's file of the same name): a template
            extracted from a module copies them; those are counted (lint_inherited, and on the
            TOTAL line), the others listed (lint_miss)
  round   : the module `vipera init` took the template from (else the largest), extracted with
            `vipera templates extract` and rendered for its own name into a scratch folder, gives
            back its files byte for byte (a template of a project laid out by role, `moduleFolder:
            false`, from the folder holding its role folders); up to three modules are tried,
            all listed in round_all
Y is a pass, N a failure, - not applicable (no team module, or no Xcode project). Each app's
commands and their output go to WORK_DIR/<app>.log, all rows to WORK_DIR/rows.json, and the table
with a TOTAL line (passes, applicable rows, round trips, judge errors) to standard output.
With --totals only the TOTAL line is printed: each app's log is deleted once the app is judged and
no rows.json is written. An app of the sealed half is judged with --totals only (else: exit 1,
nothing run), so its details are never seen by whoever tunes vipera.
"""
import json, os, re, shutil, subprocess, sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from half import half  # noqa: E402

ROLES = 'Presenter|Interactor|Router|Wireframe|ViewController|View|Assembly|Builder|Configurator'
ROLE = re.compile(r'^([A-Z][A-Za-z0-9]*?)(' + ROLES + r')\.swift$')
# Role first (PresenterLogin.swift), as some teams name them.
ROLE_FIRST = re.compile(r'^(' + ROLES + r')([A-Z][A-Za-z0-9]*)\.swift$')


def role_file(path):
    """(module name, role, whether role first) of a file named for a module's role, else None."""
    base = os.path.basename(path)
    m = ROLE.match(base)
    if m:
        return m.group(1), m.group(2), False
    m = ROLE_FIRST.match(base)
    return (m.group(2), m.group(1), True) if m else None
SKIP = ('Pods/', 'Carthage/', '.build/', 'SourcePackages/', '.git/')


# Folders named ...Test that are an app's, not tests: their tests are in a folder named for them
# (`viperTest` beside `viperTestTests`); set for each app by judge().
APP_FOLDERS_NAMED_TEST = set()


def is_test(path):
    return any(re.search(r'(Tests?|Specs?)$', part) and part not in APP_FOLDERS_NAMED_TEST for part in path.split('/')[:-1])


def swift_files(root):
    out = []
    for base, dirs, files in os.walk(root):
        rel = os.path.relpath(base, root)
        rel = '' if rel == '.' else rel + '/'
        if any((rel + '/').startswith(s) or ('/' + s) in '/' + rel for s in SKIP) or rel.startswith('.vipera'):
            dirs[:] = []
            continue
        out += [rel + f for f in files if f.endswith('.swift')]
    return out


def named_as(file, new, name, team_files):
    """Whether `file` of the new module is named as one of `team_files` of module `name` is, with
    the new name for the team's: for its whole name, or for a shortened one its first words make
    (BuyCells.swift in module BuyCoin: LedgerCells.swift in module Ledger)."""
    if file.replace(new, name) in team_files:
        return True
    words = re.findall(r'[A-Z][a-z0-9]*', name)
    shortened = [''.join(words[:k]) for k in range(1, len(words))]
    return any(t.startswith(short) and not t.startswith(name) and t[len(short):][:1].isupper() and file == new + t[len(short):]
               for t in team_files for short in shortened)


def common_dir(paths):
    parts = [p.split('/')[:-1] for p in paths]
    common = []
    for group in zip(*parts):
        if len(set(group)) != 1:
            break
        common.append(group[0])
    return '/'.join(common)


def parent(path):
    return path.rsplit('/', 1)[0] if '/' in path else '.'


def named_ancestor(path, name):
    """The deepest folder holding `path` whose name holds the module's `name`, else None."""
    folder = parent(path)
    while folder != '.':
        if name.lower() in folder.split('/')[-1].lower():
            return folder
        folder = parent(folder)
    return None


def team_modules(root):
    """Modules: names prefixing >= 2 role files (outside tests); each with its folder."""
    by = {}
    for f in swift_files(root):
        if is_test(f):
            continue
        found = role_file(f)
        if found:
            by.setdefault(found[0], set()).add(f)
    modules = {}
    for name, files in by.items():
        roles = {role_file(f)[1] for f in files}
        if len(roles) < 2 or not roles & {'Presenter', 'Interactor'}:
            continue
        folder = common_dir(sorted(files))
        # Roles in folders of their own (Login/Presenter/LoginPresenter.swift): the module's folder is above.
        while folder and name.lower() not in folder.split('/')[-1].lower() and any(
                name.lower() in p.lower() for p in folder.split('/')):
            folder = parent(folder)
        # Most files in a folder named for the module, one in a layer folder the modules share
        # (Greeting/..., VIPER/Router/GreetingRouter.swift): the module's folder is the former.
        named = Counter(named_ancestor(f, name) for f in files)
        home, count = max(named.items(), key=lambda kv: (kv[1], kv[0] or ''))
        if home and home != folder and home.startswith(folder + '/' if folder else '') and count * 2 > len(files):
            folder = home
        # Names after a role (InteractorType.swift, PresenterType.swift) are a module's only in a
        # folder named for it.
        if any(role_file(f)[2] for f in files) and name.lower() not in folder.split('/')[-1].lower():
            continue
        modules[name] = folder
    # A folder shared by several modules (a layer folder, the root) is no module's own.
    shared = Counter(modules.values())
    return {n: f for n, f in modules.items() if f and shared[f] == 1}


def top_types(text):
    return set(re.findall(r'^(?:public |internal |fileprivate |private |final |open )*(?:class|struct|protocol|enum|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)', text, re.M))


# ---- a small reader of project.pbxproj (OpenStep property list)
def parse_plist(text):
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    text = re.sub(r'^//.*$', '', text, flags=re.M)
    tokens = re.findall(r'"(?:\\.|[^"\\])*"|[{}();=,]|[^\s{}();=,"]+', text)
    pos = 0

    def value():
        nonlocal pos
        t = tokens[pos]
        pos += 1
        if t == '{':
            d = {}
            while tokens[pos] != '}':
                k = value()
                assert tokens[pos] == '='
                pos += 1
                d[k] = value()
                assert tokens[pos] == ';'
                pos += 1
            pos += 1
            return d
        if t == '(':
            a = []
            while tokens[pos] != ')':
                a.append(value())
                if tokens[pos] == ',':
                    pos += 1
            pos += 1
            return a
        if t.startswith('"'):
            return bytes(t[1:-1], 'utf-8').decode('unicode_escape') if '\\' in t else t[1:-1]
        return t
    return value()


def target_files(pbxproj):
    """{target name: (set of file paths relative to the project's folder, product type)}"""
    objs = parse_plist(open(pbxproj, encoding='utf-8', errors='replace').read())['objects']
    paths, parents = {}, {}
    for oid, o in objs.items():
        for child in o.get('children', []):
            parents[child] = oid

    def path_of(oid):
        o = objs[oid]
        tree, p = o.get('sourceTree', '<group>'), o.get('path', '')
        if tree == 'SOURCE_ROOT':
            return p
        if tree != '<group>':
            return None
        if oid not in parents:
            return p
        up = path_of(parents[oid])
        return None if up is None else os.path.normpath(os.path.join(up, p)) if (up or p) else ''
    out = {}
    for oid, o in objs.items():
        if o.get('isa') != 'PBXNativeTarget':
            continue
        files, synced = set(), []
        for phase in o.get('buildPhases', []):
            if objs.get(phase, {}).get('isa') != 'PBXSourcesBuildPhase':
                continue
            for bf in objs[phase].get('files', []):
                ref = objs.get(bf, {}).get('fileRef')
                if ref in objs:
                    p = path_of(ref)
                    if p is not None:
                        files.add(os.path.normpath(p))
        for g in o.get('fileSystemSynchronizedGroups', []):
            p = path_of(g)
            if p is not None:
                synced.append(os.path.normpath(p))
        out[o.get('name', oid)] = (files, synced, o.get('productType', '').strip('"'))
    return out


def in_target(path, target):
    files, synced, _ = target
    return path in files or any(path.startswith(s + '/') for s in synced)


def named_for(base, module):
    """Whether the file name `base` starts with the module's name, a word of its own."""
    return base.startswith(module) and base[len(module):][:1] in ('.', '_') + tuple('ABCDEFGHIJKLMNOPQRSTUVWXYZ')


def inherited_findings(mine, found, rel, new, source, source_folder, others):
    """(inherited, own): the new module's findings `mine` split into those its source module has
    too (a finding of the same rule in the source's file of the same name, `source` for `new`;
    each source finding matches once) and the rest. The source's files are those named for it
    and those in its folder not named for one of the `others` modules (a role layout's folder
    holds every module's: Interactor/SpaceXInteractor.swift)."""
    if not source:
        return [], mine

    def of_source(path):
        base = os.path.basename(path)
        if named_for(base, source):
            return True
        in_folder = bool(source_folder) and path.startswith(source_folder + '/')
        return in_folder and not any(named_for(base, m) for m in others if m != source and not source.startswith(m))
    pool = Counter((x.get('rule'), os.path.basename(rel(x))) for x in found if of_source(rel(x)) and not os.path.basename(rel(x)).startswith(new))
    inherited, own = [], []
    for x in mine:
        key = (x.get('rule'), os.path.basename(rel(x)).replace(new, source))
        if pool[key] > 0:
            pool[key] -= 1
            inherited.append(x)
        else:
            own.append(x)
    return inherited, own


def role_root(src, rendered):
    """The folder of `src` below which most of the `rendered` paths (relative to the folder
    holding the role folders) exist, else '.'."""
    bases, files = Counter(), swift_files(src)
    for p in rendered:
        for f in files:
            if f.endswith('/' + p):
                bases[f[:-len(p) - 1]] += 1
    return bases.most_common(1)[0][0] if bases else '.'


def run(cmd, cwd, timeout=900):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def new_files(before, root):
    return sorted(set(swift_files(root)) - before)


def judge(vipera, src, work, log):
    root = os.path.join(work, 'app')
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(src, root, symlinks=True, ignore=shutil.ignore_patterns('.git'))
    folders = {d for _, ds, _ in os.walk(root) for d in ds}
    APP_FOLDERS_NAMED_TEST.clear()
    APP_FOLDERS_NAMED_TEST.update(d for d in folders if d.endswith('Test') and d + 'Tests' in folders)
    modules = team_modules(root)
    homes = Counter(parent(f) for f in modules.values())
    before = set(swift_files(root))
    pbx_before = {os.path.join(b, d): open(os.path.join(b, d, 'project.pbxproj'), 'rb').read()
                  for b, ds, _ in os.walk(root) for d in ds if d.endswith('.xcodeproj') and os.path.exists(os.path.join(b, d, 'project.pbxproj'))}
    row = {'modules': len(modules)}
    rc, out, err = run([vipera, 'init'], root)
    log.write(f'$ vipera init ({rc})\n{out}{err}\n')
    # The new module's name: Wallet, else (an app about wallets) Ledger.
    new = 'Ledger' if any('wallet' in f.lower() for f in before) else 'Wallet'
    row['name'] = new
    rc, out, err = run([vipera, new], root)
    log.write(f'$ vipera {new} ({rc})\n{out}{err}\n')
    wallet = [f for f in new_files(before, root) if new.lower() in f.lower()]
    code = [f for f in wallet if not is_test(f)]
    tests = [f for f in wallet if is_test(f)]
    row['written'] = len(wallet)
    # lands
    folder = common_dir(code) if code else None
    if folder is not None and len(code) == 1:
        folder = parent(code[0])
    while folder and new.lower() not in folder.split('/')[-1].lower() and new.lower() in folder.lower():
        folder = parent(folder)
    top = max(homes.values()) if homes else 0
    row['lands'] = (bool(code) and rc == 0 and homes.get(parent(folder) if folder else '.', 0) == top) if modules else None
    row['where'] = folder
    # naming: every file and type of Wallet is one of some team module's (Wallet for its name)
    best = None
    for name, mfolder in modules.items():
        mfiles = {os.path.basename(f) for f in swift_files(root) if f.startswith(mfolder + '/') or parent(f) == mfolder}
        mfiles |= {os.path.basename(f) for f in before if is_test(f) and name in os.path.basename(f)}
        mtypes = set()
        for f in before:
            if name in os.path.basename(f) or f.startswith(mfolder + '/'):
                mtypes |= top_types(open(os.path.join(root, f), errors='replace').read())
        names_ok = [named_as(os.path.basename(f), new, name, mfiles) for f in wallet]
        wtypes = set()
        for f in wallet:
            wtypes |= {t for t in top_types(open(os.path.join(root, f), errors='replace').read())}
        types_ok = [named_as(t, new, name, mtypes) for t in wtypes if new in t]
        score = (all(names_ok) and all(types_ok), sum(names_ok) + sum(types_ok))
        if best is None or score > best[0]:
            best = (score, name, [f for f, ok in zip(wallet, names_ok) if not ok],
                    [t for t in wtypes if new in t and not named_as(t, new, name, mtypes)])
    row['naming'] = (bool(wallet) and best is not None and best[0][0]) if modules else None
    if best and not row['naming']:
        row['naming_miss'] = (best[1], best[2][:4], best[3][:4])
    # targets
    projects = [os.path.join(b, d) for b, ds, _ in os.walk(root) for d in ds if d.endswith('.xcodeproj') and not any(s in b + '/' for s in SKIP)]
    row['targets'] = None
    if projects and code:
        # Without team modules, the app's code shows its target.
        team_code = [f for f in before if not is_test(f) and (not modules or any(f.startswith(m + '/') for m in modules.values()))]

        def compiled(p):  # how many of the team's module files a target of project p compiles
            try:
                ts = target_files(os.path.join(p, 'project.pbxproj'))
            except Exception:
                return 0
            r = lambda f: os.path.normpath(os.path.relpath(os.path.join(root, f), os.path.dirname(p)))
            return sum(any(in_target(r(f), t) for t in ts.values()) for f in team_code)
        proj = max(projects, key=compiled)
        base = os.path.dirname(proj)
        rel = lambda f: os.path.normpath(os.path.relpath(os.path.join(root, f), base))
        targets = target_files(os.path.join(proj, 'project.pbxproj'))
        team_tests = [f for f in before if is_test(f)]
        app = max(targets, key=lambda t: sum(in_target(rel(f), targets[t]) for f in team_code), default=None)
        unit = [t for t in targets if 'unit-test' in targets[t][2]]
        test = max(unit, key=lambda t: sum(in_target(rel(f), targets[t]) for f in team_tests), default=None)
        ok = app is not None and all(in_target(rel(f), targets[app]) for f in code)
        if tests and unit:
            ok = ok and test is not None and all(in_target(rel(f), targets[test]) for f in tests)
        elif tests:  # no unit-test target to join: the tests must not be compiled into the app
            ok = ok and not any(in_target(rel(f), targets[app]) for f in tests)
        # A project Tuist generates, or a new module that is a Swift package of its own: no app
        # target is to compile its files; right when the project is left as it was.
        manifest = os.path.join(base, 'Project.swift')
        tuist = os.path.exists(manifest) and 'import ProjectDescription' in open(manifest, errors='replace').read()
        package = any(os.path.basename(f) == 'Package.swift' for f in code)
        if tuist or package:
            ok = open(os.path.join(proj, 'project.pbxproj'), 'rb').read() == pbx_before[proj]
            row['targets_kind'] = 'tuist' if tuist else 'package'
        row['targets'] = ok
        row['targets_detail'] = (app, test, [f for f in code if app and not in_target(rel(f), targets[app])][:3])
    # lint: the new module's findings, each either its own or one its source module has too
    # (a template extracted from a module copies its findings: the same rule in the file of the
    # same name, the new name for the source's)
    log.flush()
    chosen = re.search(r'extracted from module (\S+) \(\d+ files? from (.+?)(?:, \d+ test files? from .*?)?\)', open(log.name).read())
    source, source_folder = chosen.groups() if chosen else (None, None)
    rc2, out, err = run([vipera, 'lint', '--no-cache', '--reporter', 'json', '--quiet'], root)
    try:
        found = json.loads(out).get('findings', [])
    except ValueError:
        found = None
    if found is None:
        row['lint'] = False
        log.write(f'lint output unreadable ({rc2}): {err[:500]}\n')
    else:
        rel = lambda x: os.path.relpath(os.path.normpath(os.path.join(root, x.get('file', ''))), root)
        mine = [x for x in found if rel(x) in set(wallet)]
        inherited, own = inherited_findings(mine, found, rel, new, source, source_folder, modules)
        row['lint'] = bool(wallet) and not own
        if inherited:
            row['lint_inherited'] = len(inherited)
        if own:
            row['lint_miss'] = [(x.get('rule'), x.get('file'), x.get('line'), x.get('message', '')[:120]) for x in own[:4]]
    # round trip: every module (up to 6) extracted and rendered for its own name into a scratch folder
    trips = []
    pick = source or (max(modules, key=lambda m: len(modules[m])) if modules else None)
    # The module init took the template from, in the folder init names where the judge sees no
    # module of that name (a module that is a Swift package: Modules/Movie/Sources/Movie/...).
    order = sorted(({source: source_folder, **modules} if source else modules).items(), key=lambda m: (m[0] != pick, m[0]))
    for name, mfolder in order[:3]:
        copy = os.path.join(work, 'rt')
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(src, copy, symlinks=True, ignore=shutil.ignore_patterns('.git'))
        rc3, o3, e3 = run([vipera, 'templates', 'extract', name, '--name', 'rt'], copy)
        if rc3 != 0:
            trips.append((name, 'extract failed: ' + (o3 + e3).strip().splitlines()[-1][:160] if (o3 + e3).strip() else 'extract failed'))
            continue
        out_dir = os.path.join(work, 'rt-out')
        shutil.rmtree(out_dir, ignore_errors=True)
        rc4, o4, e4 = run([vipera, name, 'rt', '--path', out_dir + '/code', '--tests-path', out_dir + '/tests', '--no-project', '--force', '--quiet'], copy)
        if rc4 != 0:
            trips.append((name, 'render failed: ' + (o4 + e4).strip()[:200]))
            continue
        rendered = {}
        code_root = os.path.join(out_dir, 'code')
        # A template of a project laid out by role (`moduleFolder: false`) renders paths from the
        # folder holding the role folders (Interactor/LoginInteractor.swift), others into a folder
        # named for the module, which is set aside.
        manifest = os.path.join(copy, '.vipera', 'templates', 'rt', 'template.yml')
        by_role = os.path.exists(manifest) and re.search(r'^moduleFolder:\s*false\s*$', open(manifest).read(), re.M)
        for b, _, fs in os.walk(code_root):
            for f in fs:
                p = os.path.relpath(os.path.join(b, f), code_root)
                rendered[p if by_role else p.split('/', 1)[1] if '/' in p else p] = open(os.path.join(b, f), 'rb').read()
        base = role_root(src, rendered) if by_role else mfolder
        diffs = []
        for p, data in rendered.items():
            orig = os.path.join(src, base, p)
            if not os.path.exists(orig):
                diffs.append('extra ' + p)
            elif open(orig, 'rb').read() != data:
                diffs.append('differs ' + p)
        trips.append((name, 'ok' if not diffs and rendered else ('nothing rendered' if not rendered else '; '.join(diffs[:3]))))
    row['round_all'] = trips
    mine = [t for t in trips if t[0] == pick] or trips[:1]
    row['round'] = (bool(mine) and mine[0][1] == 'ok') if trips else None
    row['round_module'] = pick
    shutil.rmtree(os.path.join(work, 'rt'), ignore_errors=True)
    shutil.rmtree(os.path.join(work, 'rt-out'), ignore_errors=True)
    return row


def repo_of(app):
    """owner/name of an app's work tree folder, spelled <owner>+<name>."""
    return app.replace('+', '/', 1)


def main():
    args = sys.argv[1:]
    totals_only = '--totals' in args
    args = [a for a in args if a != '--totals']
    if len(args) < 3:
        sys.exit('usage: fit.py [--totals] VIPERA APPS_DIR WORK_DIR [owner+name ...]')
    vipera, apps, work = (os.path.abspath(a) for a in args[:3])
    names = args[3:] or sorted(os.listdir(apps))
    sealed = [n for n in names if half(repo_of(n)) == 'sealed']
    if sealed and not totals_only:
        sys.exit(f'fit.py: error: {", ".join(sealed)} of the sealed half: judge them with --totals only')
    rows = {}
    for name in names:
        w = os.path.join(work, name)
        os.makedirs(w, exist_ok=True)
        log_path = os.path.join(work, name + '.log')
        with open(log_path, 'w') as log:
            try:
                rows[name] = judge(vipera, os.path.join(apps, name), w, log)
            except Exception as e:  # a judge failure is reported, not hidden
                rows[name] = {'error': repr(e)}
        shutil.rmtree(w, ignore_errors=True)
        if totals_only:  # nothing about one app is kept, on screen or on disk
            os.remove(log_path)
            continue
        r = rows[name]
        print(name, ' '.join(f'{k}={"Y" if r.get(k) else ("-" if r.get(k) is None else "N")}' for k in ('lands', 'naming', 'targets', 'lint', 'round')), flush=True)
        print('   ', {k: v for k, v in r.items() if k not in ('lands', 'naming', 'targets', 'lint', 'round')}, flush=True)
    totals = {k: sum(1 for r in rows.values() if r.get(k)) for k in ('lands', 'naming', 'targets', 'lint', 'round')}
    applicable = {k: sum(1 for r in rows.values() if r.get(k) is not None) for k in totals}
    trips = [t for r in rows.values() for t in r.get('round_all', [])]
    print('TOTAL of', len(rows), totals, 'applicable:', applicable, 'round trips (all modules):',
          sum(t[1] == 'ok' for t in trips), 'of', len(trips), 'judge errors:', sum('error' in r for r in rows.values()),
          'lint passes with the source module\'s findings:', sum(1 for r in rows.values() if r.get('lint') and r.get('lint_inherited')))
    if not totals_only:
        json.dump(rows, open(os.path.join(work, 'rows.json'), 'w'), indent=1, default=str)


if __name__ == '__main__':
    main()
