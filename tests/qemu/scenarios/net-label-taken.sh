# shellcheck shell=bash disable=SC2034,SC2054,SC2206,SC2207
desc="a label that another interface can have (usb0, cdc_ether's own numbering): both registration orders leave every interface its stock name, with one warning (boot 1: the labelled device first, boot 2: last)"
overlay=net-label-taken.dtso
boots=2
# ethernet@5 (raw port 5, QEMU's USB 2.0 port 1): label "usb0", a universal
# address (cdc_ether: ethN); port 2 (raw port 6): no node, a local address
# (cdc_ether: usbN). Boot 1: port 2's device is plugged once ethernet@5's
# interface is up; boot 2: ethernet@5's once port 2's is up.
qemu_args=("${qemu_xhci[@]}")
if [ "${BOOT:-}" = 2 ]; then
	qemu_args+=($(usb_net xhci.0 2 52:54:00:00:0e:06 id=net6) -netdev user,id=un_late,restrict=on)
else
	qemu_args+=($(usb_net xhci.0 1 00:80:0f:95:0e:05 id=net5) -netdev user,id=un_late,restrict=on)
fi

host_during() {
	console_wait '^@@FIRST-UP$' 60 || { echo "the guest did not see the first interface"; return; }
	if [ "$BOOT" = 2 ]; then
		qemu_monitor "device_add usb-net,bus=xhci.0,port=1,netdev=un_late,mac=00:80:0f:95:0e:05,id=net5"
	else
		qemu_monitor "device_add usb-net,bus=xhci.0,port=2,netdev=un_late,mac=52:54:00:00:0e:06,id=net6"
	fi
}
