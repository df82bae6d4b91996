# shellcheck shell=bash
desc="EHCI/UHCI: hub two levels deep, matching and refused nodes below it"
overlay=ehci-identity.dtso
qemu_args=(
	-device ich9-usb-ehci1,id=ehci,addr=3.7,multifunction=on
	-device ich9-usb-uhci1,masterbus=ehci.0,firstport=0,addr=3.0,multifunction=on
	-device ich9-usb-uhci2,masterbus=ehci.0,firstport=2,addr=3.1,multifunction=on
	-device ich9-usb-uhci3,masterbus=ehci.0,firstport=4,addr=3.2,multifunction=on
	-device usb-hub,bus=ehci.0,port=1
	-device usb-hub,bus=ehci.0,port=1.3
	-netdev user,id=n1,restrict=on
	-device usb-net,bus=ehci.0,port=1.3.1,netdev=n1,mac=52:54:00:00:02:01
	-netdev user,id=n2,restrict=on
	-device usb-net,bus=ehci.0,port=1.3.2,netdev=n2,mac=52:54:00:00:02:02
)

guest() {
	hub=$(usb_wait 0409 55aa) || diag "no hub"
	wait_for "$hub.3.1" && wait_for "$hub.3.2" || diag "devices missing"
	n=/pcie@10000000/usb@3,0/hub@1
	is "$(of_path "$hub")" "$n" "first hub: node attached"
	is "$(of_path "$hub.3")" "$n/hub@3" "second hub (usbVID,PID.REV, usb,class9): node attached"
	is "$(of_path "$hub.3.1")" "$n/hub@3/ethernet@1" "usb-net two levels deep: node attached"
	is "$(of_path "$hub.3.2")" "" "wrong PID two levels deep: node refused"
	dmesg_has "$n/hub@3/ethernet@2: compatible \"usb525,a4a3\" does not match usb525,a4a2" \
		"refusal warning names the node"
}
