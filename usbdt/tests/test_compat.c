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
	expect_bad("usb0424,ec00", "leading zero");
	expect_bad("usb424,0ec00", "leading zero");
	expect_bad("usb424,EC00", "upper-case");
	expect_bad("usbA,1", "upper-case");
	expect_bad("usb12345,1", "out of range");
	expect_bad("usb1,10000", "out of range");
	expect_bad("usb1,class100", "out of range");
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
	expect_bad("usbif1,2.config1.100", "out of range");
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
		cmocka_unit_test(test_identity_edges),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
