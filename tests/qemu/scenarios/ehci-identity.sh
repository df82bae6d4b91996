# shellcheck shell=bash disable=SC2046
desc="EHCI/UHCI: hub two levels deep, nodes that name their device and one that does not"
overlay=ehci-identity.dtso
qemu_args=(
	"${ich9_ehci[@]}"
	-device usb-hub,bus=ehci.0,port=1
	-device usb-hub,bus=ehci.0,port=1.3
	$(usb_net ehci.0 1.3.1 52:54:00:00:02:01)
	$(usb_net ehci.0 1.3.2 52:54:00:00:02:02)
)

guest() {
	hub=$(usb_wait 0409 55aa) || diag "no hub"
	wait_for "$hub.3.1" && wait_for "$hub.3.2" || diag "devices missing"
	n=/pcie@10000000/usb@3,0/hub@1
	is "$(of_path "$hub")" "$n" "first hub: node attached"
	is "$(of_path "$hub.3")" "$n/hub@3" "second hub (usbVID,PID.REV, usb,class9): node attached"
	is "$(of_path "$hub.3.1")" "$n/hub@3/ethernet@1" "usb-net two levels deep: node attached"
	is "$(of_path "$hub.3.2")" "$n/hub@3/ethernet@2" "wrong PID two levels deep: node kept"
	dmesg_has "$n/hub@3/ethernet@2: compatible \"usb525,a4a3\" does not name this device \\(0525:a4a2\\), it should carry \"usb525,a4a2\"" \
		"warning names the node, its compatible, the device and the name it should carry"
}
