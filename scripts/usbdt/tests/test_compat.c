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

static void test_matches_device(void **state)
{
	struct usb_ids hub = { 0x424, 0x9514, 0x200, 9, 0, 2 };
	struct usb_ids net = { 0x424, 0xec00, 0x200, 0, 0, 0 };

	(void)state;
	assert_true(usb_compat_matches_device("usb424,9514", &hub));
	assert_true(usb_compat_matches_device("usb424,9514.200", &hub));
	assert_false(usb_compat_matches_device("usb424,9514.201", &hub));
	assert_true(usb_compat_matches_device("usb424,class9", &hub));
	assert_true(usb_compat_matches_device("usb424,class9.0.2", &hub));
	assert_false(usb_compat_matches_device("usb424,class9.0.1", &hub));
	assert_true(usb_compat_matches_device("usb,class9.0", &hub));
	assert_false(usb_compat_matches_device("usb425,class9", &hub));
	assert_true(usb_compat_matches_device("usb,device", &net));
	/* class forms never match class 0 devices */
	assert_false(usb_compat_matches_device("usb,class0", &net));
	assert_false(usb_compat_matches_device("usb0424,ec00", &net));
	assert_false(usb_compat_matches_device("usbif424,ec00.config1.0", &net));
}

static void test_list_matches(void **state)
{
	static const char list[] = "acme,x\0usb424,ec00";
	static const char unterminated[] = { 'u', 's', 'b', ',', 'd', 'e', 'v', 'i', 'c', 'e' };
	struct usb_ids net = { 0x424, 0xec00, 0, 0, 0, 0 };

	(void)state;
	assert_true(usb_compat_list_matches(list, sizeof(list), &net));
	assert_false(usb_compat_list_matches(list, 7, &net));
	assert_false(usb_compat_list_matches(unterminated, sizeof(unterminated), &net));
	assert_false(usb_compat_list_matches(list, 0, &net));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_device_forms),
		cmocka_unit_test(test_interface_forms),
		cmocka_unit_test(test_malformed),
		cmocka_unit_test(test_not_usb),
		cmocka_unit_test(test_matches_device),
		cmocka_unit_test(test_list_matches),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
