// SPDX-License-Identifier: GPL-2.0
/* compat.c: the 1275 compatible forms and Linux's matching rules */
#include "testutil.h"

static void parse(const char *s, struct usb_compat *c)
{
	assert_int_equal(usb_compat_parse(s, c), 0);
}

static void test_device_forms(void **state)
{
	struct usb_compat c;

	(void)state;
	parse("usb424,ec00", &c);
	assert_int_equal(c.form, UC_DEV_VID_PID);
	assert_int_equal(c.vid, 0x424);
	assert_int_equal(c.pid, 0xec00);
	parse("usb424,ec00.200", &c);
	assert_int_equal(c.form, UC_DEV_VID_PID_REV);
	assert_int_equal(c.rev, 0x200);
	parse("usb424,class9.0.1", &c);
	assert_int_equal(c.form, UC_DEV_VID_CLASS);
	assert_int_equal(c.ncls, 3);
	assert_int_equal(c.cls[2], 1);
	parse("usb,classff.0", &c);
	assert_int_equal(c.form, UC_DEV_CLASS);
	assert_int_equal(c.ncls, 2);
	parse("usb,device", &c);
	assert_int_equal(c.form, UC_DEV_DEVICE);
	parse("usb0,0", &c);
	assert_int_equal(c.form, UC_DEV_VID_PID);
	parse("usbffff,ffff.ffff", &c);
	assert_int_equal(c.form, UC_DEV_VID_PID_REV);
	/* leading zeroes within the digits of the field: the same numbers */
	parse("usb0424,ec00", &c);
	assert_int_equal(c.form, UC_DEV_VID_PID);
	assert_int_equal(c.vid, 0x424);
	parse("usb1a40,0101", &c);
	assert_int_equal(c.form, UC_DEV_VID_PID);
	assert_int_equal(c.pid, 0x101);
	parse("usb424,ec00.0200", &c);
	assert_int_equal(c.rev, 0x200);
	parse("usb,class09.00.01", &c);
	assert_int_equal(c.form, UC_DEV_CLASS);
	assert_int_equal(c.cls[0], 9);
	assert_true(usb_compat_is_device_form(UC_DEV_DEVICE));
	assert_false(usb_compat_is_device_form(UC_IF_CLASS));
}

static void test_interface_forms(void **state)
{
	struct usb_compat c;

	(void)state;
	parse("usbifbda,8156.config1.0", &c);
	assert_int_equal(c.form, UC_IF_VID_PID_CFG);
	assert_int_equal(c.config, 1);
	assert_int_equal(c.ifnum, 0);
	parse("usbif123,abcd.100.config2.a", &c);
	assert_int_equal(c.form, UC_IF_VID_PID_REV_CFG);
	assert_int_equal(c.rev, 0x100);
	assert_int_equal(c.config, 2);
	assert_int_equal(c.ifnum, 0xa);
	parse("usbif123,class2.6", &c);
	assert_int_equal(c.form, UC_IF_VID_CLASS);
	parse("usbif,class2", &c);
	assert_int_equal(c.form, UC_IF_CLASS);
	assert_true(c.iface);
	assert_true(usb_compat_is_iface_form(UC_IF_CLASS));
}

static void expect_bad(const char *s, const char *why)
{
	struct usb_compat c;

	parse(s, &c);
	assert_int_equal(c.form, UC_BAD);
	assert_non_null(c.why);
	if (why)
		assert_non_null(strstr(c.why, why));
}

static void test_malformed(void **state)
{
	(void)state;
	expect_bad("usb00424,ec00", "more than four");
	expect_bad("usb424,0ec00", "more than four");
	expect_bad("usb424,EC00", "upper-case");
	expect_bad("usbA,1", "upper-case");
	expect_bad("usb12345,1", "more than four");
	expect_bad("usb1,10000", "more than four");
	expect_bad("usb1,class100", "more than two");
	expect_bad("usb1,class009", "more than two");
	expect_bad("usb,class0", "class 0");
	expect_bad("usb1,class0.1", "class 0");
	expect_bad("usb1,2.", "number expected");
	expect_bad("usb1,", "number expected");
	expect_bad("usb1,2x", "revision");
	expect_bad("usb1,class1.2.3.4", "end");
	expect_bad("usb,foo", "'usb,'");
	expect_bad("usb,", "'usb,'");
	expect_bad("usbif,interface", "'usbif,'");
	expect_bad("usbif,device", "'usbif,'");
	expect_bad("usbif1,2", "'.config'");
	expect_bad("usbif1,2.config0.0", "configuration 0");
	expect_bad("usbif1,2.config1", "interface number");
	expect_bad("usbif1,2.config1.100", "more than two");
	expect_bad("usbif1,2.3.4", "'.config'");
}

static void test_not_usb(void **state)
{
	static const char *const s[] = {
		"usb-nop-xceiv", "usb0-phy", "usb424", "usbphy", "generic-ehci",
		"usb-c-connector", "", "usbif", "pci1b36,d",
	};
	struct usb_compat c;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(s) / sizeof(s[0]); i++) {
		parse(s[i], &c);
		assert_int_equal(c.form, UC_NONE);
	}
}

/* the kernel's test vectors: one file read by KUnit and by this test */
#define VEC_MAX_NAMES 20
struct vec {
	enum usb_level lvl;
	struct usb_ids ids;
	bool identity;		/* USB_OF_IDENTITY, else USB_OF_NAMES */
	bool expected;
	const char *names[VEC_MAX_NAMES + 1];	/* NULL-terminated */
	int line;
};

#define DEV USB_LEVEL_DEV
#define IF USB_LEVEL_IF
#define IDS(v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip) \
	{ v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip }
#define USB_OF_NAMES(l, v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip, ...) \
	{ l, IDS(v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip), false, false, \
	  { __VA_ARGS__, NULL }, __LINE__ },
#define USB_OF_IDENTITY(l, v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip, e, ...) \
	{ l, IDS(v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip), true, e, \
	  { __VA_ARGS__, NULL }, __LINE__ },
static const struct vec vectors[] = {
#include "../../drivers/usb/core/of_kunit_vectors.h"
};
#undef USB_OF_NAMES
#undef USB_OF_IDENTITY
#undef DEV
#undef IF
#define NVEC (sizeof(vectors) / sizeof(vectors[0]))

/* a vector's names as a compatible property value ("a\0b\0"); its length */
static int to_prop(const char *const *names, char *buf, size_t len)
{
	size_t n, off = 0;

	for (; *names; names++) {
		n = strlen(*names) + 1;
		assert_true(off + n <= len);
		memcpy(buf + off, *names, n);
		off += n;
	}
	return (int)off;
}

/* a vector's names joined by spaces, for messages */
static void joined(const char *const *names, char *buf, size_t len)
{
	buf[0] = '\0';
	for (; *names; names++)
		snprintf(buf + strlen(buf), len - strlen(buf), "%s%s",
			 buf[0] ? " " : "", *names);
}

static void test_vectors_names(void **state)
{
	char got[1024], want[1024];
	struct usb_names n;
	size_t i, nv = 0;
	int k, len;

	(void)state;
	for (i = 0; i < NVEC; i++) {
		if (vectors[i].identity)
			continue;
		usb_names(&vectors[i].ids, vectors[i].lvl, &n);
		got[0] = '\0';
		for (k = 0; k < n.n; k++)
			snprintf(got + strlen(got), sizeof(got) - strlen(got), "%s%s",
				 k ? " " : "", n.s[k]);
		joined(vectors[i].names, want, sizeof(want));
		if (strcmp(got, want))
			fail_msg("of_kunit_vectors.h:%d: got \"%s\", want \"%s\"",
				 vectors[i].line, got, want);
		/* every generated name parses, as a USB form */
		for (k = 0; k < n.n; k++) {
			struct usb_compat c;

			usb_compat_parse(n.s[k], &c);
			assert_true(c.form > UC_BAD);
		}
		/* a node carrying the full list names its device */
		len = to_prop(vectors[i].names, got, sizeof(got));
		assert_true(usb_compat_identity(got, len, &vectors[i].ids,
						vectors[i].lvl));
		nv++;
	}
	assert_true(nv >= 10);
}

static void test_vectors_identity(void **state)
{
	char prop[1024], want[1024];
	size_t i, nv = 0;
	int len;

	(void)state;
	for (i = 0; i < NVEC; i++) {
		if (!vectors[i].identity)
			continue;
		len = to_prop(vectors[i].names, prop, sizeof(prop));
		if (usb_compat_identity(prop, len, &vectors[i].ids,
					vectors[i].lvl) != vectors[i].expected) {
			joined(vectors[i].names, want, sizeof(want));
			fail_msg("of_kunit_vectors.h:%d: \"%s\": want %s",
				 vectors[i].line, want,
				 vectors[i].expected ? "true" : "false");
		}
		nv++;
	}
	assert_true(nv >= 30);
}

/*
 * The same vectors through usbdt's classification and checks: a node
 * carrying a list the kernel's rule accepts (of_names.c, built here) is,
 * at every place Linux looks such a node up, the kind of node Linux
 * takes it for, with no error and no warning but the binding's "should"
 * (compatible-vid-pid); a list the kernel refuses whatever the device
 * (a form that names nothing at that place, a malformed or non-USB name)
 * gets a diagnostic from usbdt too. A list that only the device's ids
 * refuse is left to usbdt match: usbdt check knows only what reg and the
 * parent say.
 */
struct place {
	const char *what;
	enum usb_level lvl;
	const char *parent;	/* the node's parent, built by place_tree() */
};

static const struct place places[] = {
	{ "root port", USB_LEVEL_DEV, "/usb@1000" },
	{ "hub port", USB_LEVEL_DEV, "/usb@1000/hub@1" },
	{ "interface", USB_LEVEL_IF, "/usb@1000/device@3" },
};

#define PLACE_DIAGS 16
struct place_diags {
	int n, errors;
	char line[PLACE_DIAGS][160];
	bool other_warning;	/* a warning other than compatible-vid-pid */
};

static void place_cap(const struct usbdt_diag *d, void *arg)
{
	struct place_diags *p = arg;

	if (p->n < PLACE_DIAGS)
		snprintf(p->line[p->n], sizeof(p->line[0]), "%s %s: %s [%s]",
			 d->sev == SEV_ERROR ? "error" : "warning", d->path,
			 d->msg, d->check);
	p->n++;
	p->errors += d->sev == SEV_ERROR;
	p->other_warning |= d->sev == SEV_WARNING &&
			    strcmp(d->check, "compatible-vid-pid");
}

struct kind_at {
	int off;
	enum usb_kind kind;
};

static int kind_at_cb(const void *fdt, const struct usbdt_walk *w, void *arg)
{
	struct kind_at *k = arg;

	(void)fdt;
	if (w->off == k->off)
		k->kind = w->kind;
	return 0;
}

/* a tree with the vector's node at @pl; the node's offset in *off */
static void *place_tree(const struct place *pl, const struct usb_ids *ids,
			const char *prop, int len, char *path, size_t plen,
			int *off)
{
	void *fdt = tfdt_hcd();
	char name[32], compat[32];

	tnode(fdt, "/usb@1000", "hub@1");
	tstr(fdt, "/usb@1000/hub@1", "compatible", "usb5e3,608");
	tcells(fdt, "/usb@1000/hub@1", "reg", 1, 1);
	tcells(fdt, "/usb@1000/hub@1", "#address-cells", 1, 1);
	tcells(fdt, "/usb@1000/hub@1", "#size-cells", 1, 0);
	tnode(fdt, "/usb@1000", "device@3");	/* the interface's device */
	snprintf(compat, sizeof(compat), "usb%x,%x", ids->vid, ids->pid);
	tstr(fdt, "/usb@1000/device@3", "compatible", compat);
	tcells(fdt, "/usb@1000/device@3", "reg", 1, 3);
	tcells(fdt, "/usb@1000/device@3", "#address-cells", 1, 2);
	tcells(fdt, "/usb@1000/device@3", "#size-cells", 1, 0);
	if (pl->lvl == USB_LEVEL_IF) {
		if (ids->cfg == 1)
			snprintf(name, sizeof(name), "node@%x", ids->ifn);
		else
			snprintf(name, sizeof(name), "node@%x,%x", ids->ifn, ids->cfg);
	} else {
		snprintf(name, sizeof(name), "node@2");
	}
	tnode(fdt, pl->parent, name);
	snprintf(path, plen, "%s/%s", pl->parent, name);
	if (pl->lvl == USB_LEVEL_IF)
		tcells(fdt, path, "reg", 2, ids->ifn, ids->cfg);
	else
		tcells(fdt, path, "reg", 1, 2);
	if (len)
		tprop(fdt, path, "compatible", prop, len);
	*off = fdt_path_offset(fdt, path);
	return fdt;
}

/* could some device's names hold every USB name of @names at @lvl? */
static bool forms_fit(const char *const *names, enum usb_level lvl)
{
	struct usb_compat c;
	bool any = false;

	for (; *names; names++) {
		usb_compat_parse(*names, &c);
		if (c.form == UC_NONE)
			continue;
		if (c.form == UC_BAD)
			return false;
		if (lvl == USB_LEVEL_IF ? !usb_compat_is_iface_form(c.form) :
		    !usb_compat_is_device_form(c.form) &&
		    c.form != UC_IF_CLASS && c.form != UC_IF_VID_CLASS)
			return false;
		any = true;
	}
	return any;
}

/* one list at every place of its level: what usbdt says against the kernel */
static int place_list(const struct vec *v, const char *const *names,
		      bool kernel_ok)
{
	char prop[1024], path[128], want[1024];
	struct place_diags d;
	struct usbdt_result r;
	struct usbdt_opts o;
	struct kind_at k;
	enum usb_kind kind = v->lvl == USB_LEVEL_IF ? UK_INTERFACE : UK_DEVICE;
	size_t i;
	int len, n = 0, j;
	void *fdt;
	bool fit = forms_fit(names, v->lvl), bad;

	len = to_prop(names, prop, sizeof(prop));
	joined(names, want, sizeof(want));
	for (i = 0; i < sizeof(places) / sizeof(places[0]); i++) {
		if (places[i].lvl != v->lvl)
			continue;
		fdt = place_tree(&places[i], &v->ids, prop, len, path,
				 sizeof(path), &k.off);
		memset(&d, 0, sizeof(d));
		usbdt_opts_init(&o);
		assert_int_equal(usbdt_check_fdt(fdt, "t.dtb", &o, place_cap, &d, &r), 0);
		k.kind = UK_NONE;
		assert_int_equal(usbdt_walk(fdt, kind_at_cb, &k), 0);
		free(fdt);
		if (kernel_ok)
			bad = k.kind != kind || d.errors || d.other_warning;
		else if (fit)
			bad = false;	/* the ids refuse it: usbdt knows only
					   what reg and the parent say */
		else
			bad = !d.n;		/* usbdt must say something */
		if (bad) {
			for (j = 0; j < d.n && j < PLACE_DIAGS; j++)
				print_error("  %s\n", d.line[j]);
			fail_msg("%s:%d: \"%s\" at a %s: kernel %s, usbdt kind %d (want %d), %d diagnostics",
				 v->line > 0 ? "of_kunit_vectors.h" : "test_compat.c",
				 v->line > 0 ? v->line : -v->line, want, places[i].what,
				 kernel_ok ? "accepts" : "refuses", k.kind, kind, d.n);
		}
		n++;
	}
	return n;
}

static void test_vectors_placement(void **state)
{
	char prop[1024];
	const char *one[2] = { NULL, NULL };
	size_t i;
	int k, len, n = 0, refused = 0;
	bool ok;

	(void)state;
	for (i = 0; i < NVEC; i++) {
		const struct vec *v = &vectors[i];

		len = to_prop(v->names, prop, sizeof(prop));
		ok = usb_compat_identity(prop, len, &v->ids, v->lvl);
		if (v->identity)
			assert_int_equal(ok, v->expected);
		n += place_list(v, v->names, ok);
		refused += !ok;
		if (v->identity)
			continue;
		/* each name of a device's list alone: the kernel accepts it */
		for (k = 0; v->names[k]; k++) {
			one[0] = v->names[k];
			len = to_prop(one, prop, sizeof(prop));
			assert_true(usb_compat_identity(prop, len, &v->ids, v->lvl));
			n += place_list(v, one, true);
		}
	}
	assert_true(n >= 150);
	assert_true(refused >= 15);
}

/* the form of the issue: a keyboard's combined node by its interface class */
static void test_combined_by_interface_class(void **state)
{
	static const struct usb_ids kbd = { .vid = 0x46d, .pid = 0xc31c,
		.rev = 0x6400, .ncfg = 1, .cfg = 1, .nif = 1, .icls = 3,
		.isub = 1, .iproto = 1 };
	static const struct vec v = { USB_LEVEL_DEV, kbd, true, true,
		{ "usbif,class3", NULL }, -__LINE__ };
	static const struct vec product = { USB_LEVEL_DEV, kbd, true, false,
		{ "usbif46d,c31c.config1.0", NULL }, -__LINE__ };

	(void)state;
	assert_true(usb_compat_identity("usbif,class3", 13, &kbd, USB_LEVEL_DEV));
	assert_int_equal(place_list(&v, v.names, true), 2);
	/* an interface product name at a port stays an interface node: refused */
	assert_false(usb_compat_identity(product.names[0],
					 (int)strlen(product.names[0]) + 1,
					 &kbd, USB_LEVEL_DEV));
	assert_int_equal(place_list(&product, product.names, false), 2);
}

static void test_config_forms(void **state)
{
	struct usb_compat c;

	(void)state;
	parse("usb1d6b,104.510.config2", &c);
	assert_int_equal(c.form, UC_DEV_VID_PID_REV_CFG);
	assert_int_equal(c.rev, 0x510);
	assert_int_equal(c.config, 2);
	parse("usb1d6b,104.config2", &c);
	assert_int_equal(c.form, UC_DEV_VID_PID_CFG);
	assert_int_equal(c.config, 2);
	assert_int_equal(c.rev, 0);
	parse("usbabcd,ef01.configc", &c);
	assert_int_equal(c.form, UC_DEV_VID_PID_CFG);
	assert_int_equal(c.config, 0xc);
	expect_bad("usb1,2.config0", "configuration 0");
	expect_bad("usb1,2.3.config", "number expected");
	expect_bad("usb1,2.config1.1", "end");
}

static void test_identity_edges(void **state)
{
	static const char unterminated[] = { 'u', 's', 'b', ',', 'd', 'e', 'v', 'i', 'c', 'e' };
	struct usb_ids net = { .vid = 0x424, .pid = 0xec00, .ncfg = 1, .cfg = 1, .nif = 1 , .cls = 0xff };

	(void)state;
	assert_false(usb_compat_identity(unterminated, sizeof(unterminated), &net,
					 USB_LEVEL_DEV));
	assert_false(usb_compat_identity(NULL, 0, &net, USB_LEVEL_DEV));
	assert_true(usb_compat_identity("usb,device", 11, &net, USB_LEVEL_DEV));
	assert_false(usb_compat_is_usb_name("usb424"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_device_forms),
		cmocka_unit_test(test_interface_forms),
		cmocka_unit_test(test_malformed),
		cmocka_unit_test(test_not_usb),
		cmocka_unit_test(test_config_forms),
		cmocka_unit_test(test_vectors_names),
		cmocka_unit_test(test_vectors_identity),
		cmocka_unit_test(test_vectors_placement),
		cmocka_unit_test(test_combined_by_interface_class),
		cmocka_unit_test(test_identity_edges),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
