// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests of the device-tree node references USB core takes and drops
 * for hub, device and interface nodes, on dynamic nodes (an overlay, so
 * that a reference left behind keeps memory that would be freed): the
 * lookups usb_alloc_dev(), hub_configure() and usb_set_configuration()
 * make for every enumeration, each followed by the puts of
 * usb_release_interface() and usb_release_dev(), 20 times over, leave each
 * node's kref as it was. When the overlay is removed at the end of the
 * test, the OF core checks on its own that no node is still referenced
 * ("ERROR: memory leak, expected refcount 1 instead of N").
 */

#include <kunit/of.h>
#include <kunit/test.h>
#include <linux/of.h>
#include <linux/usb.h>
#include <linux/usb/of.h>

#define USB_OF_REFS_ROUNDS	20

static struct device_node *usb_of_refs_node(struct kunit *test,
					    const char *path)
{
	struct device_node *np = of_find_node_by_path(path);

	KUNIT_ASSERT_NOT_NULL(test, np);
	/* dropped when the test ends, before the overlay is removed */
	of_node_put_kunit(test, np);

	return np;
}

static void usb_of_refs_enumerate_test(struct kunit *test)
{
	struct usb_device *hub, *udev;
	struct device_node *hub_np, *dev_np, *if_np, *np;
	unsigned int hub_ref, dev_ref, if_ref;
	int i;

	/* only their of_node is used: too big for the stack */
	hub = kunit_kzalloc(test, sizeof(*hub), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, hub);
	udev = kunit_kzalloc(test, sizeof(*udev), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, udev);
	KUNIT_ASSERT_EQ(test, 0,
			of_overlay_apply_kunit(test, of_refs_kunit));
	hub_np = usb_of_refs_node(test, "/usb-of-refs-kunit/hub@1");
	dev_np = usb_of_refs_node(test, "/usb-of-refs-kunit/hub@1/ethernet@2");
	if_np = usb_of_refs_node(test,
				 "/usb-of-refs-kunit/hub@1/ethernet@2/interface@0");
	KUNIT_ASSERT_TRUE(test, of_node_check_flag(dev_np, OF_DYNAMIC));

	hub->dev.of_node = hub_np;
	hub_ref = kref_read(&hub_np->kobj.kref);
	dev_ref = kref_read(&dev_np->kobj.kref);
	if_ref = kref_read(&if_np->kobj.kref);

	for (i = 0; i < USB_OF_REFS_ROUNDS; i++) {
		/* hub_configure(): every port of the hub */
		KUNIT_EXPECT_EQ(test, usb_of_get_connect_type(hub, 2),
				USB_PORT_CONNECT_TYPE_HARD_WIRED);
		KUNIT_EXPECT_EQ(test, usb_of_get_connect_type(hub, 3),
				USB_PORT_NOT_USED);
		/* usb_alloc_dev(): the node of the device's port, or none */
		KUNIT_EXPECT_NULL(test, usb_of_get_device_node(hub, 3));
		udev->dev.of_node = usb_of_get_device_node(hub, 2);
		KUNIT_EXPECT_PTR_EQ(test, udev->dev.of_node, dev_np);
		/* usb_set_configuration(): interface 0 of configuration 1 */
		np = usb_of_get_interface_node(udev, 1, 0);
		KUNIT_EXPECT_PTR_EQ(test, np, if_np);
		KUNIT_EXPECT_NULL(test, usb_of_get_interface_node(udev, 2, 0));
		/* usb_release_interface(), usb_release_dev() */
		of_node_put(np);
		of_node_put(udev->dev.of_node);
	}

	KUNIT_EXPECT_EQ(test, kref_read(&hub_np->kobj.kref), hub_ref);
	KUNIT_EXPECT_EQ(test, kref_read(&dev_np->kobj.kref), dev_ref);
	KUNIT_EXPECT_EQ(test, kref_read(&if_np->kobj.kref), if_ref);
}

static struct kunit_case usb_of_refs_test_cases[] = {
	KUNIT_CASE(usb_of_refs_enumerate_test),
	{}
};

static struct kunit_suite usb_of_refs_test_suite = {
	.name = "usb_of_refs",
	.test_cases = usb_of_refs_test_cases,
};

kunit_test_suite(usb_of_refs_test_suite);

MODULE_DESCRIPTION("KUnit tests for USB core's device-tree node references");
MODULE_LICENSE("GPL");
