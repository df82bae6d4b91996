// SPDX-License-Identifier: GPL-2.0
/*
 * usbdt: command line. See usbdt.1.
 *
 *   usbdt check [-W [no-]NAME] [-E NAME] [--json] FILE.dtb [OVERLAY.dtbo...]
 *   usbdt set-mac FILE.dtb (--alias NAME | --node PATH) MAC [-o OUT]
 *   usbdt set-mac FILE.dtb --env ENVFILE [--usbethaddr-fallback] [-o OUT]
 *   usbdt match [--dtb FILE] [--sysfs DIR] [--xhci-layout L] [--json|--dot]
 *   usbdt gen [--sysfs DIR] [--xhci-layout L]
 *   usbdt checks
 *
 * Exit codes: 0 clean (warnings allowed), 1 an error diagnostic or a
 * refused value or, for match, a problem found, 2 usage, unreadable or
 * corrupt input.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <libfdt.h>

#include "topo.h"
#include "usbdt.h"

static const char usage_main[] =
	"usage: usbdt COMMAND [ARGS]\n"
	"commands:\n"
	"  check FILE.dtb [OVERLAY.dtbo...]   check USB device-tree nodes\n"
	"  set-mac FILE.dtb ...               write MAC addresses as U-Boot does\n"
	"  match [--dtb F] [--sysfs D] [--dot] compare nodes with the live USB topology\n"
	"  gen [--sysfs D]                    print a .dtsi for the live USB topology\n"
	"  checks [--json|--man]              list the checks\n"
	"usbdt COMMAND --help for details; usbdt --version.\n"
	"Exit: 0 ok, 1 errors found, 2 usage or bad input.\n";

static const char usage_check[] =
	"usage: usbdt check [options] FILE.dtb [OVERLAY.dtbo...]\n"
	"       usbdt check [options] --each FILE.dtb...\n"
	"  --each        check every FILE as a tree of its own, in one process\n"
	"  -W NAME       enable check NAME at its default level\n"
	"  -W no-NAME    disable check NAME\n"
	"  -E NAME       make check NAME an error (-E no-NAME: a warning)\n"
	"  --json        print a JSON array on stdout instead of text on stderr\n"
	"  -q, --quiet   print nothing (text or JSON), only set the exit code\n"
	"Overlays are applied in memory, in order, before checking; a finding on a\n"
	"node an overlay writes is reported against that overlay.\n"
	"Diagnostics: FILE: /path: error|warning: message [NAME] (stderr).\n"
	"Exit: 0 no error, 1 errors, 2 usage or unreadable/corrupt input.\n";

static const char usage_setmac[] =
	"usage: usbdt set-mac FILE.dtb (--alias NAME | --node PATH) MAC [-o OUT]\n"
	"       usbdt set-mac FILE.dtb --env ENVFILE [--usbethaddr-fallback] [-o OUT]\n"
	"Writes local-mac-address (always) and mac-address (if present) as\n"
	"U-Boot's fdt_fixup_ethernet() does; in place unless -o.\n"
	"MAC: xx:xx:xx:xx:xx:xx, unicast, not zero.\n"
	"--alias NAME: its value must be an absolute path; --node PATH: absolute.\n"
	"Exit: 0 written, 1 refused address, missing node/alias or an alias value\n"
	"that is no absolute path, 2 usage or bad input (nothing written).\n";

static const char usage_match[] =
	"usage: usbdt match [--dtb FILE] [--sysfs DIR] [--xhci-layout auto|usb2-first|usb3-first] [--json|--dot]\n"
	"  --json   a JSON array of findings (node, device, vid, pid, status,\n"
	"           problem, message) on stdout instead of text\n"
	"  --dot    a Graphviz digraph on stdout: every device with its port\n"
	"           path, ids and driver, every device node and controller,\n"
	"           and what matches what, in one style per result (matched,\n"
	"           port node, not attached, identity mismatch, unmatched);\n"
	"           render it with: dot -Tsvg -o match.svg\n"
	"  defaults: --dtb /sys/firmware/fdt --sysfs /sys --xhci-layout auto\n"
	"Exit: 0 every node found, matching and attached, no hardwired device\n"
	"without a node; 1 otherwise; 2 usage or unreadable input.\n";

static const char usage_gen[] =
	"usage: usbdt gen [--sysfs DIR] [--xhci-layout auto|usb2-first|usb3-first]\n"
	"Prints a .dtsi fragment: one &{/controller} block per controller with a node.\n";

static int usage(const char *text, int code)
{
	fputs(text, code ? stderr : stdout);
	return code;
}

/* how a file is named in messages: "-" is stdin */
static const char *fname(const char *path)
{
	return strcmp(path, "-") ? path : "<stdin>";
}

static int load_blob(const char *path, struct usbdt_blob *b)
{
	int ret = usbdt_read_file(path, b);

	if (ret == USBDT_ETOOBIG) {
		fprintf(stderr, "%s: error: %s%zu bytes: %s\n", fname(path),
			strcmp(path, "-") ? "" : "more than ",
			strcmp(path, "-") ? b->size : (size_t)USBDT_FILE_MAX,
			usbdt_strerror(ret));
		return ret;
	}
	if (ret) {
		fprintf(stderr, "%s: error: cannot read the file: %s\n", fname(path),
			ret == USBDT_EIO ? strerror(errno) : usbdt_strerror(ret));
		return ret;
	}
	ret = usbdt_blob_validate(b);
	if (ret) {
		fprintf(stderr, "%s: error: %s\n", fname(path), usbdt_blob_problem(b));
		usbdt_blob_free(b);
	}
	return ret;
}

/* stdin holds one input: "-" at most once among @files */
static bool stdin_twice(char **files, int n)
{
	int i, k = 0;

	for (i = 0; i < n; i++)
		k += !strcmp(files[i], "-");
	if (k < 2)
		return false;
	fputs("<stdin>: error: given twice ('-'); stdin holds one input\n", stderr);
	return true;
}

/* ---- check ---- */

struct check_args {
	struct usbdt_opts opts;
	bool json, quiet, each;
};

static void report_none(const struct usbdt_diag *d, void *arg)
{
	(void)d;
	(void)arg;
}

/*
 * Which file a finding belongs to: the last overlay that writes its node
 * (a fragment's target, or a node below its __overlay__), else the base.
 */
#define MAX_OV_PATHS 4096
struct owner {
	const char *base;
	int n;
	const char *file[MAX_OV_PATHS];
	char *path[MAX_OV_PATHS];
	usbdt_report_fn fn;
	void *arg;
};

static void owner_add(struct owner *o, const char *file, const char *path)
{
	if (o->n < MAX_OV_PATHS && (o->path[o->n] = strdup(path)))
		o->file[o->n++] = file;
}

/* the nodes of overlay @ov below __overlay__ @ovl, as paths below @target */
static void owner_walk(struct owner *o, const char *file, const void *ov,
		       int node, const char *target)
{
	char path[USBDT_PATH_MAX];
	int child;

	owner_add(o, file, target);
	fdt_for_each_subnode(child, ov, node) {
		snprintf(path, sizeof(path), "%s/%s", strcmp(target, "/") ? target : "",
			 fdt_get_name(ov, child, NULL));
		owner_walk(o, file, ov, child, path);
	}
}

/* before applying: the target of each fragment, resolved in @base */
static void owner_collect(struct owner *o, const char *file, const void *base,
			  const void *ov)
{
	char target[USBDT_PATH_MAX];
	const char *tp;
	const fdt32_t *ph;
	int frag, ovl, off, len;

	fdt_for_each_subnode(frag, ov, 0) {
		ovl = fdt_subnode_offset(ov, frag, "__overlay__");
		if (ovl < 0)
			continue;
		tp = fdt_getprop(ov, frag, "target-path", &len);
		ph = fdt_getprop(ov, frag, "target", NULL);
		if (tp && usbdt_path_value_problem(tp, len))
			continue;	/* usbdt_apply_overlay() refuses it */
		if (tp)
			snprintf(target, sizeof(target), "%s", tp);
		else if (ph && (off = fdt_node_offset_by_phandle(base, fdt32_to_cpu(*ph))) >= 0 &&
			 fdt_get_path(base, off, target, sizeof(target)) >= 0)
			;
		else
			continue;	/* unresolved: fdt_overlay_apply() says why */
		owner_walk(o, file, ov, ovl, target);
	}
}

static void owner_report(const struct usbdt_diag *d, void *arg)
{
	struct owner *o = arg;
	struct usbdt_diag c = *d;
	int i;

	for (i = o->n - 1; i >= 0; i--)
		if (!strcmp(o->path[i], d->path)) {
			c.file = o->file[i];
			break;
		}
	o->fn(&c, o->arg);
}

static void owner_free(struct owner *o)
{
	while (o->n)
		free(o->path[--o->n]);
}

/*
 * A blob that is an overlay: its first node is a fragment with an
 * __overlay__ (dtc writes the fragments first; looking further would cost
 * a pass over the whole tree for every base).
 */
static bool is_overlay(const void *fdt)
{
	int frag = fdt_first_subnode(fdt, 0);

	return frag >= 0 &&
	       !strncmp(fdt_get_name(fdt, frag, NULL), "fragment", 8) &&
	       fdt_subnode_offset(fdt, frag, "__overlay__") >= 0;
}

/*
 * What fdt_overlay_apply() applies: the root's children with an
 * __overlay__ node (others are skipped, whatever their name). A blob
 * without one, a base tree given as an overlay, would apply as nothing.
 */
static bool has_fragments(const void *fdt)
{
	int frag;

	fdt_for_each_subnode(frag, fdt, 0)
		if (fdt_subnode_offset(fdt, frag, "__overlay__") >= 0)
			return true;
	return false;
}

static int apply_overlays(struct usbdt_blob *base, const char *bname,
			  char **files, int n, struct owner *own)
{
	struct usbdt_blob ov;
	int i, ret;

	for (i = 0; i < n; i++) {
		if (load_blob(files[i], &ov))
			return USBDT_EXIT_USAGE;
		if (!has_fragments(ov.data)) {
			fprintf(stderr, "%s: error: not an overlay (no node with an __overlay__ below the root): a base tree? It would apply as nothing; compile overlays with dtc -@ from /plugin/ sources\n",
				fname(files[i]));
			usbdt_blob_free(&ov);
			return USBDT_EXIT_USAGE;
		}
		owner_collect(own, fname(files[i]), base->data, ov.data);
		ret = usbdt_apply_overlay(base, &ov);
		if (ret == USBDT_EBADPATH) {
			fprintf(stderr, "%s: error: cannot apply overlay on %s: %s\n",
				fname(files[i]), fname(bname), usbdt_overlay_problem(base->data, ov.data));
			usbdt_blob_free(&ov);
			return USBDT_EXIT_USAGE;
		}
		if (ret) {
			fprintf(stderr, "%s: error: cannot apply overlay on %s: %s%s\n",
				fname(files[i]), fname(bname), usbdt_strerror(ret),
				usbdt_path_offset(base->data, "/__symbols__") < 0 &&
				usbdt_path_offset(ov.data, "/__fixups__") >= 0 ?
				" (the base has no __symbols__: compile it with dtc -@)" : "");
			usbdt_blob_free(&ov);
			return USBDT_EXIT_USAGE;
		}
		usbdt_blob_free(&ov);
	}
	return 0;
}

/* one tree: FILE and its overlays; the exit code */
static int check_one(const struct check_args *a, char **files, int n,
		     usbdt_report_fn fn, void *arg)
{
	struct owner own = { .base = fname(files[0]), .fn = fn, .arg = arg };
	struct usbdt_result res;
	struct usbdt_blob b;
	int ret;

	if (load_blob(files[0], &b))
		return USBDT_EXIT_USAGE;
	if (is_overlay(b.data)) {
		fprintf(stderr, "%s: error: an overlay (fragments with __overlay__): check it on its base, usbdt check BASE.dtb %s\n",
			fname(files[0]), files[0]);
		usbdt_blob_free(&b);
		return USBDT_EXIT_USAGE;
	}
	ret = apply_overlays(&b, files[0], files + 1, n - 1, &own);
	if (!ret) {
		ret = usbdt_check_fdt(b.data, fname(files[0]), &a->opts,
				      own.n ? owner_report : fn,
				      own.n ? (void *)&own : arg, &res);
		if (ret < 0)
			fprintf(stderr, "%s: error: %s\n", fname(files[0]), usbdt_strerror(ret));
		ret = ret < 0 ? USBDT_EXIT_USAGE :
		      res.errors ? USBDT_EXIT_ERROR : USBDT_EXIT_OK;
	}
	owner_free(&own);
	usbdt_blob_free(&b);
	return ret;
}

static int run_check(const struct check_args *a, char **files, int n)
{
	struct usbdt_text_out text = { stderr };
	struct usbdt_json_out json = { stdout, 0 };
	usbdt_report_fn fn = a->quiet ? report_none :
			     a->json ? usbdt_report_json : usbdt_report_text;
	void *arg = a->json ? (void *)&json : (void *)&text;
	int i, r, ret = 0;

	if (a->json && !a->quiet)
		usbdt_json_begin(&json);
	if (!a->each) {
		ret = check_one(a, files, n, fn, arg);
	} else {
		for (i = 0; i < n; i++) {
			r = check_one(a, files + i, 1, fn, arg);
			ret = r > ret ? r : ret;
		}
	}
	if (a->json && !a->quiet)
		usbdt_json_end(&json);
	return ret;
}

static int cmd_check(int argc, char **argv)
{
	static const struct option lo[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "each", no_argument, NULL, 'e' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct check_args a = { .json = false };
	int c;

	usbdt_opts_init(&a.opts);
	while ((c = getopt_long(argc, argv, "W:E:qh", lo, NULL)) != -1) {
		switch (c) {
		case 'W':
		case 'E':
			if (usbdt_opts_set(&a.opts, optarg, c == 'E')) {
				fprintf(stderr, "usbdt: unknown check '%s' (usbdt checks lists them)\n",
					optarg);
				return USBDT_EXIT_USAGE;
			}
			break;
		case 'j': a.json = true; break;
		case 'q': a.quiet = true; break;
		case 'e': a.each = true; break;
		case 'h': return usage(usage_check, 0);
		default: return usage(usage_check, USBDT_EXIT_USAGE);
		}
	}
	if (optind >= argc)
		return usage(usage_check, USBDT_EXIT_USAGE);
	if (stdin_twice(argv + optind, argc - optind))
		return USBDT_EXIT_USAGE;
	return run_check(&a, argv + optind, argc - optind);
}

static const char *kind_names(unsigned int kinds, char *buf, size_t len)
{
	static const char *const names[] = { "other", "controller", "device", "interface" };
	size_t i;

	buf[0] = '\0';
	if (!kinds)
		return "tree";
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (kinds & (1u << i))
			snprintf(buf + strlen(buf), len - strlen(buf), "%s%s",
				 *buf ? "," : "", names[i]);
	return buf;
}

static int cmd_checks(int argc, char **argv)
{
	const struct usbdt_check_info *ci;
	bool json = argc > 1 && !strcmp(argv[1], "--json");
	bool man = argc > 1 && !strcmp(argv[1], "--man");
	char kinds[64];
	int i;

	if (argc > 1 + (json || man))
		return usage(usage_main, USBDT_EXIT_USAGE);
	if (man) {	/* the man page's list (make man) */
		for (i = 0; i < usbdt_check_count(); i++) {
			ci = usbdt_check_info(i);
			printf(".TP\n.BR %s \" (%s; %s%s%s)\"\n%s.\n", ci->name,
			       ci->sev == SEV_ERROR ? "error" : "warning",
			       kind_names(ci->kinds, kinds, sizeof(kinds)),
			       *ci->prereq ? "; needs " : "", ci->prereq, ci->doc);
		}
		return 0;
	}
	if (json)
		fputc('[', stdout);
	for (i = 0; i < usbdt_check_count(); i++) {
		ci = usbdt_check_info(i);
		kind_names(ci->kinds, kinds, sizeof(kinds));
		if (!json) {
			printf("%-28s %-7s %s\n", ci->name,
			       ci->sev == SEV_ERROR ? "error" : "warning", ci->doc);
			continue;
		}
		printf("%s\n  {\"name\": ", i ? "," : "");
		usbdt_json_string(stdout, ci->name);
		printf(", \"severity\": \"%s\", \"nodes\": \"%s\", \"prerequisite\": ",
		       ci->sev == SEV_ERROR ? "error" : "warning",
		       ci->kinds ? kinds : "tree");
		usbdt_json_string(stdout, ci->prereq);
		fputs(", \"doc\": ", stdout);
		usbdt_json_string(stdout, ci->doc);
		fputc('}', stdout);
	}
	if (json)
		fputs("\n]\n", stdout);
	return 0;
}

/* ---- set-mac ---- */

struct setmac_args {
	const char *file, *alias, *node, *mac, *env, *out;
	const char *name, *envname;	/* file and env in messages (fname()) */
	struct usbdt_setmac_env_opts eo;
	FILE *log;		/* what was set, printed once it is written */
};

static void log_prop(const char *path, const char *prop, const uint8_t mac[6],
		     void *arg)
{
	const struct setmac_args *a = arg;
	char s[18];

	usbdt_mac_format(mac, s);
	fprintf(a->log, "%s: %s: %s = %s\n", a->name, path, prop, s);
}

struct kind_find {
	int off;
	enum usb_kind kind;
};

static int kind_cb(const void *fdt, const struct usbdt_walk *w, void *arg)
{
	struct kind_find *k = arg;

	(void)fdt;
	if (w->off != k->off)
		return 0;
	k->kind = w->kind;
	return 1;
}

/*
 * --node takes a network device's node: a USB device or interface node
 * that is not a hub, or a node that already has an address property.
 * The root, /aliases, /chosen, a hub or a controller get no address.
 */
static const char *setmac_refuse(const void *fdt, int off)
{
	struct kind_find k = { off, UK_NONE };
	int child;

	if (off == 0)
		return "the root node";
	if (fdt_getprop(fdt, off, "local-mac-address", NULL) ||
	    fdt_getprop(fdt, off, "mac-address", NULL))
		return NULL;
	usbdt_walk(fdt, kind_cb, &k);
	if (k.kind == UK_HCD)
		return "a USB host controller";
	if (k.kind == UK_NONE)
		return "not a USB device node (and it has no mac-address or local-mac-address)";
	fdt_for_each_subnode(child, fdt, off)
		if (fdt_getprop(fdt, child, "reg", NULL) &&
		    usbdt_compat_kind(fdt, child) == UK_DEVICE)
			return "a hub";
	if (usbdt_names_hub_class(fdt, off, false) ||
	    usbdt_names_hub_class(fdt, off, true))
		return "a hub";
	return NULL;
}

static int target_node(const void *fdt, const struct setmac_args *a)
{
	const char *path = a->node, *why;
	int off, len;

	if (a->alias) {
		off = usbdt_alias_offset(fdt, a->alias, &path, &len);
		if (off == USBDT_ENOENT) {
			fprintf(stderr, "%s: error: no alias ", a->name);
			usbdt_print_escaped(stderr, a->alias, 64);
			fputs(" in /aliases\n", stderr);
			return USBDT_ENOENT;
		}
		if (off == USBDT_EBADPATH) {
			fprintf(stderr, "%s: /aliases: error: alias ", a->name);
			usbdt_print_escaped(stderr, a->alias, 64);
			fprintf(stderr, " is %s; file left untouched\n",
				usbdt_path_value_problem(path, len));
			return USBDT_EBADPATH;
		}
	} else if (*path != '/') {
		fprintf(stderr, "%s: ", a->name);
		usbdt_print_escaped(stderr, path, 256);
		fputs(": error: --node takes an absolute path (\"/...\"); for an alias use --alias\n",
		      stderr);
		return USBDT_EINVAL;
	} else {
		off = usbdt_path_offset(fdt, path);
	}
	if (off < 0) {
		fprintf(stderr, "%s: ", a->name);
		usbdt_print_escaped(stderr, path, 256);
		fprintf(stderr, ": error: no such node: %s\n", fdt_strerror(off));
		return USBDT_ENOENT;
	}
	if (a->node && (why = setmac_refuse(fdt, off))) {
		fprintf(stderr, "%s: ", a->name);
		usbdt_print_escaped(stderr, path, 256);
		fprintf(stderr, ": error: refused, %s gets no MAC address\n", why);
		return USBDT_EINVAL;
	}
	return off;
}

static int setmac_one(struct usbdt_blob *b, const struct setmac_args *a)
{
	const char *why;
	uint8_t mac[6];
	int off;

	if (usbdt_mac_parse(a->mac, mac)) {
		fputs("usbdt: ", stderr);
		usbdt_print_escaped(stderr, a->mac, 40);
		fputs(": error: malformed MAC address (xx:xx:xx:xx:xx:xx)\n", stderr);
		return USBDT_EXIT_ERROR;
	}
	if (usbdt_mac_valid(mac, &why)) {
		fprintf(stderr, "usbdt: %s: error: refused, %s\n", a->mac, why);
		return USBDT_EXIT_ERROR;
	}
	off = target_node(b->data, a);
	if (off < 0)
		return USBDT_EXIT_ERROR;
	off = usbdt_setmac_node(b, off, mac, log_prop, (void *)a);
	if (off) {
		fprintf(stderr, "%s: error: %s\n", a->name, usbdt_strerror(off));
		return USBDT_EXIT_USAGE;
	}
	return 0;
}

static int setmac_env(struct usbdt_blob *b, const struct setmac_args *a)
{
	struct usbdt_env env;
	int ret = usbdt_env_read(a->env, &env);

	if (ret == USBDT_EIO) {
		fprintf(stderr, "%s: error: cannot read the environment: %s\n",
			a->envname, strerror(errno));
		return USBDT_EXIT_USAGE;
	}
	if (ret == USBDT_EENV && env.badline) {
		fprintf(stderr, "%s:%d: error: not U-Boot's \"name=value\": %s; file left untouched\n",
			a->envname, env.badline, env.badwhy);
		return USBDT_EXIT_USAGE;
	}
	if (ret == USBDT_EENV) {
		fprintf(stderr, "%s: error: binary data but no U-Boot environment: the CRC-32 matches neither a single nor a redundant environment; file left untouched\n",
			a->envname);
		return USBDT_EXIT_USAGE;
	}
	if (ret) {
		fprintf(stderr, "%s: error: %s\n", a->envname, usbdt_strerror(ret));
		return USBDT_EXIT_USAGE;
	}
	ret = usbdt_setmac_env(b, &env, &a->eo, log_prop, (void *)a, stderr);
	if (ret == 0) {
		fprintf(stderr, "%s: error: no alias of %s takes a variable %s sets (ethaddr, ethNaddr)%s; file left untouched\n",
			a->envname, a->name, a->envname,
			!a->eo.usbethaddr_fallback && usbdt_env_get(&env, "usbethaddr") ?
			"; it sets usbethaddr, which --usbethaddr-fallback uses for ethaddr" : "");
		ret = USBDT_ENOENT;
	}
	usbdt_env_free(&env);
	if (ret == USBDT_EINVAL || ret == USBDT_ENOENT || ret == USBDT_EBADPATH)
		return USBDT_EXIT_ERROR;
	if (ret < 0) {
		fprintf(stderr, "%s: error: %s\n", a->name, usbdt_strerror(ret));
		return USBDT_EXIT_USAGE;
	}
	return 0;
}

/*
 * In place: a symbolic link is followed (the file it names is replaced,
 * the link stays); a file with other hard links is refused, since the
 * atomic rename would leave them on the old contents. -o -: stdout.
 */
static int setmac_write(struct usbdt_blob *b, const struct setmac_args *a)
{
	char real[PATH_MAX];
	const char *dst = a->out ? a->out : a->file;
	struct stat st;
	int ret;

	/* what is written must pass what every input must pass */
	if (usbdt_blob_validate(b)) {
		fprintf(stderr, "%s: error: the result is no valid blob (%s); nothing written\n",
			a->name, usbdt_blob_problem(b));
		return USBDT_EXIT_USAGE;
	}
	if (a->out && !strcmp(a->out, "-")) {
		ret = fwrite(b->data, 1, fdt_totalsize(b->data), stdout) ==
		      fdt_totalsize(b->data) && !fflush(stdout) ? 0 : USBDT_EIO;
	} else if (a->out) {
		ret = usbdt_write_file(a->out, b->data);
	} else if (!realpath(a->file, real)) {
		ret = USBDT_EIO;
	} else if (!stat(real, &st) && (!S_ISREG(st.st_mode) || st.st_nlink > 1)) {
		if (!S_ISREG(st.st_mode))
			fprintf(stderr, "%s: error: is not a regular file, which an atomic rewrite would replace with one; left untouched (use -o)\n",
				a->name);
		else
			fprintf(stderr, "%s: error: has %ju hard links, which an atomic rewrite would break; file left untouched (use -o)\n",
				a->name, (uintmax_t)st.st_nlink);
		return USBDT_EXIT_USAGE;
	} else {
		dst = real;
		ret = usbdt_write_atomic(real, b->data);
	}
	if (ret) {
		fprintf(stderr, "%s: error: cannot write: %s\n", dst, strerror(errno));
		return USBDT_EXIT_USAGE;
	}
	return 0;
}

static int run_setmac(struct setmac_args *a)
{
	struct usbdt_blob b;
	char *log = NULL;
	size_t loglen = 0;
	uint32_t size;
	int ret;

	if (load_blob(a->file, &b))
		return USBDT_EXIT_USAGE;
	a->log = open_memstream(&log, &loglen);
	if (!a->log) {
		usbdt_blob_free(&b);
		return USBDT_EXIT_USAGE;
	}
	size = fdt_totalsize(b.data);
	ret = a->env ? setmac_env(&b, a) : setmac_one(&b, a);
	/* a blob that had to grow is written packed: no slack left over */
	if (!ret && fdt_totalsize(b.data) != size && fdt_pack(b.data))
		ret = USBDT_EXIT_USAGE;
	if (!ret)
		ret = setmac_write(&b, a);
	fclose(a->log);
	/* what was set, only once it is on disk; stderr when stdout has the blob */
	if (!ret)
		fputs(log, a->out && !strcmp(a->out, "-") ? stderr : stdout);
	free(log);
	usbdt_blob_free(&b);
	return ret;
}

static int cmd_setmac(int argc, char **argv)
{
	static const struct option lo[] = {
		{ "alias", required_argument, NULL, 'a' },
		{ "node", required_argument, NULL, 'n' },
		{ "env", required_argument, NULL, 'e' },
		{ "usbethaddr-fallback", no_argument, NULL, 'u' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct setmac_args a = { .file = NULL };
	int c, modes;

	while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
		switch (c) {
		case 'a': a.alias = optarg; break;
		case 'n': a.node = optarg; break;
		case 'e': a.env = optarg; break;
		case 'u': a.eo.usbethaddr_fallback = true; break;
		case 'o': a.out = optarg; break;
		case 'h': return usage(usage_setmac, 0);
		default: return usage(usage_setmac, USBDT_EXIT_USAGE);
		}
	}
	modes = !!a.alias + !!a.node + !!a.env;
	if (modes != 1 || optind >= argc)
		return usage(usage_setmac, USBDT_EXIT_USAGE);
	a.file = argv[optind++];
	a.name = fname(a.file);
	a.envname = a.env ? fname(a.env) : NULL;
	a.eo.file = a.name;
	if (!a.env)
		a.mac = optind < argc ? argv[optind++] : NULL;
	if (optind != argc || (!a.env && !a.mac))
		return usage(usage_setmac, USBDT_EXIT_USAGE);
	if (!strcmp(a.file, "-") && a.env && !strcmp(a.env, "-")) {
		fputs("<stdin>: error: given twice ('-'): as FILE.dtb and as --env; stdin holds one input\n",
		      stderr);
		return USBDT_EXIT_USAGE;
	}
	if (!strcmp(a.file, "-") && !a.out) {
		fputs("<stdin>: error: set-mac cannot rewrite stdin in place: give -o FILE (or -o - for stdout)\n",
		      stderr);
		return USBDT_EXIT_USAGE;
	}
	return run_setmac(&a);
}

/* ---- match, gen ---- */

static int parse_layout(const char *s, enum xhci_layout *l)
{
	if (!strcmp(s, "auto"))
		*l = XL_AUTO;
	else if (!strcmp(s, "usb2-first"))
		*l = XL_USB2_FIRST;
	else if (!strcmp(s, "usb3-first"))
		*l = XL_USB3_FIRST;
	else
		return USBDT_EINVAL;
	return 0;
}

struct topo_args {
	const char *dtb, *sysfs;
	enum xhci_layout layout;
	bool json, dot;
};

static int topo_opts(int argc, char **argv, struct topo_args *a,
		     const char *text, bool dtb)
{
	static const struct option lo[] = {
		{ "dtb", required_argument, NULL, 'd' },
		{ "sysfs", required_argument, NULL, 's' },
		{ "xhci-layout", required_argument, NULL, 'l' },
		{ "json", no_argument, NULL, 'j' },
		{ "dot", no_argument, NULL, 'g' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	while ((c = getopt_long(argc, argv, "h", lo, NULL)) != -1) {
		if (c == 'd' && dtb)
			a->dtb = optarg;
		else if (c == 's')
			a->sysfs = optarg;
		else if (c == 'j' && dtb && !a->dot)
			a->json = true;
		else if (c == 'g' && dtb && !a->json)
			a->dot = true;
		else if (c == 'l' && !parse_layout(optarg, &a->layout))
			continue;
		else if (c == 'h')
			return usage(text, 0) - 1;
		else
			return usage(text, USBDT_EXIT_USAGE);
	}
	return optind != argc ? usage(text, USBDT_EXIT_USAGE) : 0;
}

static int cmd_match(int argc, char **argv)
{
	struct topo_args a = { "/sys/firmware/fdt", "/sys", XL_AUTO, false, false };
	struct usbdt_blob b;
	struct topo t;
	int ret = topo_opts(argc, argv, &a, usage_match, true);

	if (ret)
		return ret < 0 ? 0 : ret;
	if (load_blob(a.dtb, &b))
		return USBDT_EXIT_USAGE;
	ret = topo_read(a.sysfs, &t);
	if (ret) {
		fprintf(stderr, "%s: error: cannot read bus/usb/devices\n", a.sysfs);
		usbdt_blob_free(&b);
		return USBDT_EXIT_USAGE;
	}
	ret = a.dot ? usbdt_match_dot(b.data, a.dtb, &t, a.layout, stdout) :
		      usbdt_match_out(b.data, a.dtb, &t, a.layout, a.json, stdout);
	topo_free(&t);
	usbdt_blob_free(&b);
	if (ret < 0) {
		fprintf(stderr, "%s: error: %s\n", a.dtb, usbdt_strerror(ret));
		return USBDT_EXIT_USAGE;
	}
	return ret ? USBDT_EXIT_ERROR : USBDT_EXIT_OK;
}

static int cmd_gen(int argc, char **argv)
{
	struct topo_args a = { NULL, "/sys", XL_AUTO, false, false };
	struct topo t;
	int ret = topo_opts(argc, argv, &a, usage_gen, false);

	if (ret)
		return ret < 0 ? 0 : ret;
	if (topo_read(a.sysfs, &t)) {
		fprintf(stderr, "%s: error: cannot read bus/usb/devices\n", a.sysfs);
		return USBDT_EXIT_USAGE;
	}
	usbdt_gen(&t, a.layout, stdout);
	topo_free(&t);
	return 0;
}

int main(int argc, char **argv)
{
	const char *cmd = argc > 1 ? argv[1] : "";

	if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help"))
		return usage(usage_main, 0);
	optind = 1;
	if (!strcmp(cmd, "check"))
		return cmd_check(argc - 1, argv + 1);
	if (!strcmp(cmd, "set-mac"))
		return cmd_setmac(argc - 1, argv + 1);
	if (!strcmp(cmd, "match"))
		return cmd_match(argc - 1, argv + 1);
	if (!strcmp(cmd, "gen"))
		return cmd_gen(argc - 1, argv + 1);
	if (!strcmp(cmd, "checks"))
		return cmd_checks(argc - 1, argv + 1);
	if (!strcmp(cmd, "--version"))
		return puts("usbdt " USBDT_VERSION) < 0;
	if (*cmd) {
		fputs("usbdt: unknown command '", stderr);
		usbdt_print_escaped(stderr, cmd, 64);
		fputs("'\n", stderr);
	}
	return usage(usage_main, USBDT_EXIT_USAGE);
}
